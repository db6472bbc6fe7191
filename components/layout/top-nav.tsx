'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavCategory } from '@/lib/tenant/types';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { CategoryIcon } from './category-icon';
import { isCurrentRoute, useCurrentRoute } from './use-current-route';

/** How far the strip can still scroll towards each inline end; measured after mount, so server and client agree. */
function useOverflow() {
  const ref = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    // scrollLeft runs from 0 towards negative values in right-to-left layouts.
    const offset = Math.abs(list.scrollLeft);
    const max = list.scrollWidth - list.clientWidth;
    setOverflow({ start: offset > 1, end: max - offset > 1 });
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, overflow };
}

/** The header's game categories (only those with vendors are passed in), the current one marked with aria-current. */
export function TopNav({ categories, className }: { categories: NavCategory[]; className?: string }) {
  const t = useTranslations('Nav');
  const current = useCurrentRoute();
  const { ref, overflow } = useOverflow();

  // Mouse users without a horizontal wheel page the strip with these; keyboard users reach every link by Tab
  // (the browser scrolls it into view), so the buttons stay out of the tab order and the accessibility tree.
  const page = (towardsEnd: boolean) => {
    const list = ref.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const step = list.clientWidth * 0.75 * (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    list.scrollBy({ left: step, behavior: 'smooth' });
  };

  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('label')} className={clsx('relative min-w-0', className)}>
      <ul
        ref={ref}
        className={clsx(
          'flex items-center gap-0.5 overflow-x-auto scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto',
          overflow.start && overflow.end && 'mask-x-from-85%',
          overflow.start && !overflow.end && 'ltr:mask-l-from-80% rtl:mask-r-from-80%',
          !overflow.start && overflow.end && 'ltr:mask-r-from-80% rtl:mask-l-from-80%',
        )}
      >
        {categories.map(({ category, path }) => {
          const active = isCurrentRoute(current, path);
          return (
            <li key={category} className="shrink-0">
              <LocalizedLink
                href={path}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none',
                  active
                    ? 'bg-surface-sunken text-ink shadow-[inset_0_-2px_0_var(--brand-primary)]'
                    : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
                )}
              >
                <CategoryIcon category={category} className="hidden h-4 w-4 2xl:block" />
                {t(`categories.${category}`)}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
      {overflow.start ? <PageButton side="start" onClick={() => page(false)} /> : null}
      {overflow.end ? <PageButton side="end" onClick={() => page(true)} /> : null}
    </nav>
  );
}

function PageButton({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={clsx(
        'absolute top-1/2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface-raised text-ink-muted shadow hover:text-ink',
        side === 'start' ? 'start-0' : 'end-0',
      )}
    >
      <Icon className="h-4 w-4 rtl:rotate-180" />
    </button>
  );
}
