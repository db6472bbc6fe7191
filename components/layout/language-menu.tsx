'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { localizedPath, pathWithoutLocale } from '@/lib/i18n/locale-path';
import { loadDocument } from '@/lib/navigation/document';
import { useSetLanguage } from '@/lib/query/use-language-preference';
import { QueryProvider } from '@/lib/query/provider';
import { useSite } from '@/lib/site/site-context';
import { CheckIcon } from '@/components/ui/icons/check';
import type { MenuBodyProps } from '@/components/ui/lazy-menu';
import { Spinner } from '@/components/ui/spinner';

export type LanguagePickerVariant = 'sidebar' | 'header';

/** The language menu's body (Radix DropdownMenu), loaded by LanguagePicker when first wanted. */
export function LanguageMenu(props: MenuBodyProps & { variant: LanguagePickerVariant; side: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <QueryProvider>
      <LanguageMenuBody {...props} />
    </QueryProvider>
  );
}

function LanguageMenuBody({
  open,
  onOpenChange,
  trigger,
  variant,
  side,
}: MenuBodyProps & { variant: LanguagePickerVariant; side: 'top' | 'bottom' | 'left' | 'right' }) {
  const t = useTranslations('Language');
  const { site, locale } = useSite();
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
    loadDocument(`${localizedPath(rest, language, site.defaultLanguage)}${window.location.search}${window.location.hash}`);
  }

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
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
                  {switching === code ? <Spinner className="h-4 w-4" /> : null}
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
