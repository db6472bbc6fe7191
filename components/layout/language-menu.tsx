'use client';
import { clsx } from 'clsx';
import { useLocale } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { localizedPath, pathWithoutLocale } from '@/lib/i18n/locale-path';
import { languageName } from '@/lib/i18n/language-names';
import { loadDocument } from '@/lib/navigation/document';
import { useSetLanguage } from '@/lib/query/use-language-preference';
import { QueryProvider } from '@/lib/query/provider';
import { useSite } from '@/lib/site/site-context';
import { CheckIcon } from '@/components/ui/icons/check';
import type { MenuBodyProps } from '@/components/ui/lazy-menu';
import { Spinner } from '@/components/ui/spinner';

export type LanguagePickerVariant = 'sidebar' | 'header';

/**
 * The language menu's body (Radix DropdownMenu), loaded by LanguagePicker when first wanted: one item per catalog the
 * merchant's languages are shown in (Site.languageChoices), named in itself (lib/i18n/language-names.ts, a table that
 * rides in this chunk only).
 */
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
  const { site, locale } = useSite();
  const shownIn = useLocale();
  const [switching, setSwitching] = useState<string | null>(null);
  const setLanguage = useSetLanguage();

  async function choose(language: string, languageShownIn: string) {
    // The language the page is already shown in: nothing to change (a language without a catalog of its own keeps
    // asking the platform in its own code).
    if (language === locale || languageShownIn === shownIn || switching) return;
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
          <DropdownMenu.RadioGroup value={shownIn}>
            {Object.entries(site.languageChoices).map(([code, choiceShownIn]) => {
              const current = choiceShownIn === shownIn;
              return (
                <DropdownMenu.RadioItem
                  key={code}
                  value={choiceShownIn}
                  lang={choiceShownIn}
                  onSelect={() => void choose(code, choiceShownIn)}
                  className={clsx(
                    'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-sunken',
                    current ? 'font-semibold text-ink' : 'text-ink-muted data-[highlighted]:text-ink',
                  )}
                >
                  <span className="flex-1">{languageName(choiceShownIn)}</span>
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
