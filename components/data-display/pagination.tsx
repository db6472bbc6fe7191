'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { pageItems } from '@/lib/member-centre/pagination';

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-line px-2.5 text-sm font-medium';

/**
 * Pages of a list (spec §4, §9): First, Prev, the page numbers (range 3, margins 1), Next, Last, bounded by 1 and the
 * page count. The current page is marked with aria-current, not only by colour.
 */
export function Pagination({ page, totalPages, onPage, disabled = false }: { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean }) {
  const t = useTranslations('MemberCentre.pagination');
  if (totalPages <= 1) return null;
  const go = (target: number) => () => onPage(Math.min(Math.max(1, target), totalPages));
  const edge = (label: string, target: number, off: boolean) => (
    <li>
      <button type="button" className={clsx(item, 'hover:bg-surface-sunken disabled:opacity-50')} disabled={off || disabled} onClick={go(target)}>
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('label')} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {edge(t('first'), 1, page <= 1)}
        {edge(t('previous'), page - 1, page <= 1)}
        {pageItems(page, totalPages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <button
                type="button"
                className={clsx(item, entry.page === page ? 'border-brand bg-brand text-brand-text' : 'hover:bg-surface-sunken')}
                aria-current={entry.page === page ? 'page' : undefined}
                aria-label={t('page', { page: entry.page })}
                disabled={disabled}
                onClick={go(entry.page)}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
        {edge(t('next'), page + 1, page >= totalPages)}
        {edge(t('last'), totalPages, page >= totalPages)}
      </ul>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {t('current', { page, total: totalPages })}
      </p>
    </nav>
  );
}
