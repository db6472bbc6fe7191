'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NavEntry } from '@/lib/platform/games';
import { LOTTERY_START_PATH } from '@/lib/games/lottery-link';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { isCurrentRoute, useCurrentRoute } from './use-current-route';

const loadMoreMenu = () => import('./top-nav-more-menu').then((m) => m.MoreMenu);

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Room kept for the "More" button when some categories do not fit. */
const MORE_WIDTH = 96;
const GAP = 2;

/**
 * How many of the strip's entries fit in its width: every entry is measured once as rendered (per language), then the
 * count follows the strip's width. Until measured (server render, first paint) every entry is drawn and the strip clips.
 */
function useFittingCount(count: number, measureKey: string) {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef<number[] | null>(null);
  const [fitting, setFitting] = useState<number | null>(null);

  const fit = useCallback(() => {
    const nav = navRef.current;
    // Not displayed (a phone: the strip is hidden there): nothing to measure yet.
    if (!nav || nav.clientWidth === 0) return;
    if (!widths.current) {
      // Only measurable while every entry is drawn (fitting === null), which is when widths are unknown.
      if (!listRef.current) return;
      widths.current = Array.from(listRef.current.children, (li) => (li as HTMLElement).getBoundingClientRect().width);
    }
    const available = nav.clientWidth;
    const all = widths.current.reduce((sum, w) => sum + w + GAP, 0);
    if (all <= available) return setFitting(widths.current.length);
    let used = MORE_WIDTH;
    let n = 0;
    for (const w of widths.current) {
      if (used + w + GAP > available) break;
      used += w + GAP;
      n += 1;
    }
    setFitting(n);
  }, []);

  // Measure with every entry drawn: on mount and whenever the entries or their language change.
  useIsomorphicLayoutEffect(() => {
    widths.current = null;
    setFitting(null);
  }, [count, measureKey]);

  useIsomorphicLayoutEffect(() => {
    if (fitting === null) fit();
  }, [fitting, fit]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => fit());
    observer.observe(nav);
    return () => observer.disconnect();
  }, [fit]);

  return { navRef, listRef, fitting };
}


/** E-Lottery and Lottery start the TCG_SEA lottery (spec §2 "Top navigation"); every other entry leads to its page. */
function hrefOf({ category, path }: NavEntry): string {
  return category === 'ELOTT' || category === 'LOTT' ? LOTTERY_START_PATH[category] : path;
}

/**
 * The header's game categories (only those with vendors are passed in), the current one marked with aria-current (an
 * entry is current on its category's page). What does not fit the header's width goes into a "More" menu, in every
 * language.
 */
export function TopNav({ categories, className }: { categories: NavEntry[]; className?: string }) {
  const t = useTranslations('Nav');
  const current = useCurrentRoute();
  const labels = categories.map(({ category }) => t(`categories.${category}`));
  const { navRef, listRef, fitting } = useFittingCount(categories.length, labels.join('|'));

  if (categories.length === 0) return null;
  const shown = fitting ?? categories.length;
  const overflow = categories.slice(shown);
  const overflowActive = overflow.some(({ path }) => isCurrentRoute(current, path));

  return (
    <nav ref={navRef} aria-label={t('label')} className={clsx('relative min-w-0', className)}>
      <div className="flex items-center gap-0.5">
        <ul ref={listRef} className={clsx('flex items-center gap-0.5', fitting === null && 'overflow-hidden')}>
          {categories.slice(0, shown).map((entry, index) => {
            const active = isCurrentRoute(current, entry.path);
            return (
              <li key={entry.category} className="shrink-0">
                <LocalizedLink href={hrefOf(entry)} aria-current={active ? 'page' : undefined} className="top-link">
                  {labels[index]}
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
        {overflow.length > 0 ? (
          <LazyMenu
            trigger={
              <button type="button" aria-current={overflowActive ? 'true' : undefined} className="group top-link">
                {t('more')}
                <ChevronDownIcon className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
              </button>
            }
            load={loadMoreMenu}
            bodyProps={{
              entries: overflow.map((entry) => ({
                category: entry.category,
                path: hrefOf(entry),
                label: t(`categories.${entry.category}`),
                active: isCurrentRoute(current, entry.path),
              })),
            }}
          />
        ) : null}
      </div>
    </nav>
  );
}
