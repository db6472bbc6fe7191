import { IntentLink } from '@/components/ui/intent-link';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locale-path';
import { categoryHref, PROMOTION_FILTERS, type PromotionFilter } from '@/lib/promotions/list';
import { CategoryScroller } from './category-scroller';

/**
 * The category filters as plain links (?category=…): they work before, and without, JavaScript. Categories with no
 * promotion are left out, unless it is the one shown. On a phone the row scrolls sideways within itself, the chosen
 * one in view.
 */
export async function CategoryNav({
  current,
  counts,
  locale,
  defaultLanguage,
}: {
  current: PromotionFilter;
  counts: Record<PromotionFilter, number>;
  locale: string;
  defaultLanguage: string;
}) {
  const t = await getTranslations('Promotions');
  const filters = PROMOTION_FILTERS.filter((f) => f === 'all' || f === current || counts[f] > 0);
  return (
    <CategoryScroller label={t('categoriesLabel')} current={current}>
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {filters.map((filter) => {
          const active = filter === current;
          const name = t(`categories.${filter}`);
          return (
            <li key={filter}>
              <IntentLink
                href={localizedPath(categoryHref(filter), locale, defaultLanguage)}
                aria-current={active ? 'page' : undefined}
                scroll={false}
                className={clsx(
                  'relative inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none',
                  active ? 'border-brand bg-brand text-brand-text' : 'border-line bg-surface-raised text-ink hover:bg-surface-sunken',
                )}
              >
                {name}
                <span aria-hidden className={clsx('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-black/15' : 'bg-surface-sunken text-ink-muted')}>
                  {counts[filter]}
                </span>
                {/* The number said in words (the name still holds the visible "Sports 2"). */}
                <span className="sr-only">{t('count', { count: counts[filter] })}</span>
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </CategoryScroller>
  );
}
