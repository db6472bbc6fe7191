'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { WarningIcon } from '@/components/ui/icons/warning';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/api-error';
import { ErrorCode } from '@site/platform-contract/envelope';

/** Nothing to show (a list with no rows for the period). */
export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useTranslations('MemberCentre.table');
  return <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">{children ?? t('empty')}</p>;
}

/** A load that failed: what happened, in words the player reads, and a way to try again. */
export function ErrorState({ error, onRetry, children }: { error?: unknown; onRetry?: () => void; children?: ReactNode }) {
  const t = useTranslations('MemberCentre');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-danger/40 px-4 py-6 text-center text-sm">
      <WarningIcon className="size-6 text-danger" />
      <p className="font-medium">{children ?? t('table.error')}</p>
      <p className="text-ink-muted">{errorText(error, t)}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
          <RefreshIcon className="size-4" />
          {t('table.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** A first load. Later loads keep the rows on screen under the table's overlay instead. */
export function LoadingState() {
  const t = useTranslations('MemberCentre.table');
  return (
    <div role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-ink-muted">
      <Spinner className="size-5" />
      {t('loading')}
    </div>
  );
}

/**
 * A query's states where a centre page shows its data: the first load, a failure (`error` says what failed; retry), else
 * what `children` makes of the data.
 */
export function QueryStates<T>({ query, error, children }: { query: UseQueryResult<T>; error?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()}>
        {error}
      </ErrorState>
    );
  }
  return children(query.data);
}

type CentreT = ReturnType<typeof useTranslations<'MemberCentre'>>;

/** The text for an API failure shared by every centre page (a page maps its own codes first). */
export function errorText(error: unknown, t: CentreT): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.code === 'network' || error.status === 0) return t('errors.network');
  if (error.code === ErrorCode.TRIAL_ACCOUNT || error.code === 'trial_account') return t('errors.trial');
  if (error.code === ErrorCode.RANGE_TOO_LONG || (error.value as { key?: string } | undefined)?.key === 'range_too_long') return t('errors.rangeTooLong');
  return t('errors.generic');
}
