'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSite } from '@/lib/site/site-context';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { SidebarButton, useTooltipSide } from './sidebar/sidebar-item';
import type { LanguagePickerVariant } from './language-menu';

const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);

/**
 * The merchant's languages the site can show (Site.languageChoices; the menu itself, language-menu.tsx, loads when
 * wanted). Choosing one stores it (cookie, and the platform when logged in) and reloads the same page in that language
 * with a full navigation, so <html lang dir> and every server-rendered text follow. The trigger names the language the
 * page is shown in, which for a language without a catalog of its own is its nearest's.
 */
export function LanguagePicker({ mini = false, variant = 'sidebar' }: { mini?: boolean; variant?: LanguagePickerVariant }) {
  const t = useTranslations('Language');
  const shownIn = useLocale();
  const name = useSite().languageName ?? shownIn.toUpperCase();
  const side = useTooltipSide();

  const trigger =
    variant === 'header' ? (
      // The visible code is part of the name ("Language: EN"), as WCAG 2.5.3 asks.
      <button type="button" className="group flex h-10 shrink-0 items-center gap-1 rounded-full px-2.5 text-sm font-semibold text-ink hover:bg-surface-sunken">
        <GlobeIcon className="h-5 w-5" />
        <span className="sr-only">{t('label')}: </span>
        <span lang={shownIn} className="uppercase">
          {shownIn}
        </span>
        <span className="sr-only" lang={shownIn}>
          ({name})
        </span>
        <ChevronDownIcon className="h-4 w-4 text-ink-muted" />
      </button>
    ) : (
      // No aria-label: the visible label and language ("Language English") are the name (WCAG 2.5.3).
      <SidebarButton
        icon={GlobeIcon}
        label={t('label')}
        mini={mini}
        trailing={
          <span className="flex items-center gap-1 text-xs text-ink-muted">
            <span lang={shownIn}>{name}</span>
            <ChevronDownIcon className="h-4 w-4" />
          </span>
        }
      />
    );

  return <LazyMenu trigger={trigger} load={loadMenu} bodyProps={{ variant, side: variant === 'header' ? ('bottom' as const) : mini ? side : ('top' as const) }} />;
}
