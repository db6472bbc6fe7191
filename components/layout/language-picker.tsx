'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useSetLanguage } from '@/lib/query/use-language-preference';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useSite } from '@/lib/site/site-context';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { SidebarButton, useTooltipSide } from './sidebar/sidebar-item';

/** The current URL path without the page's locale prefix (the default language has none). */
export function pathWithoutLocale(pathname: string, locale: string, defaultLanguage: string): string {
  if (locale === defaultLanguage) return pathname || '/';
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return pathname || '/';
}

/**
 * The merchant's languages. Choosing one stores it (cookie, and the platform when logged in) and reloads the same page in
 * that language with a full navigation, so <html lang dir> and every server-rendered text follow.
 */
export function LanguagePicker({ mini = false, variant = 'sidebar' }: { mini?: boolean; variant?: 'sidebar' | 'header' }) {
  const t = useTranslations('Language');
  const { site, locale } = useSite();
  const side = useTooltipSide();
  const [switching, setSwitching] = useState<string | null>(null);
  const setLanguage = useSetLanguage();

  const nameOf = (code: string) => (t.has(`names.${code}`) ? t(`names.${code}`) : code.toUpperCase());

  async function choose(language: string) {
    if (language === locale || switching) return;
    setSwitching(language);
    try {
      await setLanguage.mutateAsync(language);
    } catch {
      // The prefixed URL alone selects the language; the stored preference is a convenience.
    }
    const rest = pathWithoutLocale(window.location.pathname, locale, site.defaultLanguage);
    const target = localizedPath(rest, language, site.defaultLanguage);
    window.location.assign(`${target}${window.location.search}${window.location.hash}`);
  }

  return (
    <DropdownMenu.Root>
      {variant === 'header' ? (
        // The visible code is part of the name ("Language: EN"), as WCAG 2.5.3 asks.
        <DropdownMenu.Trigger className="group flex h-10 shrink-0 items-center gap-1 rounded-full px-2.5 text-sm font-semibold text-ink hover:bg-surface-sunken">
          <GlobeIcon className="h-5 w-5" />
          <span className="sr-only">{t('label')}: </span>
          <span lang={locale} className="uppercase">
            {locale}
          </span>
          <span className="sr-only" lang={locale}>
            ({nameOf(locale)})
          </span>
          {switching ? <Spinner className="h-3.5 w-3.5" /> : <ChevronDownIcon className="h-4 w-4 text-ink-muted" />}
        </DropdownMenu.Trigger>
      ) : (
        <DropdownMenu.Trigger asChild>
          {/* No aria-label: the visible label and language ("Language English") are the name (WCAG 2.5.3). */}
          <SidebarButton
            icon={GlobeIcon}
            label={t('label')}
            mini={mini}
            trailing={
              <span className="flex items-center gap-1 text-xs text-ink-muted">
                <span lang={locale}>{nameOf(locale)}</span>
                {switching ? <Spinner className="h-3.5 w-3.5" /> : <ChevronDownIcon className="h-4 w-4" />}
              </span>
            }
          />
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={variant === 'header' ? 'bottom' : mini ? side : 'top'}
          align={variant === 'header' ? 'end' : 'start'}
          sideOffset={8}
          className="z-50 max-h-[60dvh] min-w-52 overflow-y-auto rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-2xl"
        >
          <DropdownMenu.RadioGroup value={locale}>
            {site.languages.map((code) => {
              const current = code === locale;
              return (
                <DropdownMenu.RadioItem
                  key={code}
                  value={code}
                  lang={code}
                  onSelect={() => void choose(code)}
                  className={clsx(
                    'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-sunken',
                    current ? 'font-semibold text-ink' : 'text-ink-muted data-[highlighted]:text-ink',
                  )}
                >
                  <span className="flex-1">{nameOf(code)}</span>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className="h-4 w-4 text-brand-accent" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
