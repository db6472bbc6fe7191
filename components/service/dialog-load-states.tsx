'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a service dialog shows of the list it loads (notices, speed-test routes): "Loading" with a spinner, a failure
 * with its retry, the `empty` note when there is nothing to list, else the dialog's `children`.
 */
export function DialogLoadStates({
  query,
  loadFailed,
  retry,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadFailed: string;
  retry: string;
  /** Whether the list came back empty (asked only once it has loaded). */
  empty: () => boolean;
  emptyText: string;
  children: () => ReactNode;
}) {
  const tc = useTranslations('Common');
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-muted">
        <Spinner />
        {tc('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm">
        <p>{loadFailed}</p>
        <Button variant="secondary" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  if (empty()) return <p className="py-8 text-center text-sm text-ink-muted">{emptyText}</p>;
  return children();
}
