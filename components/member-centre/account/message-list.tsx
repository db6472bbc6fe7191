'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/components/system/toasts';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateTime } from '@/components/data-display/date-time';
import { Pagination } from '@/components/data-display/pagination';
import { StatusBadge } from '@/components/data-display/status-badge';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import type { MessageRowDto } from '@/lib/api/centre/account';
import { useAccountMessages, useDeleteMessages, useReadAllMessages } from '@/lib/query/use-account-messages';
import { useAccountErrors } from './account-errors';
import { MessageReader } from './message-reader';

/**
 * Platform information: the member's messages, newest first, a page at a time. Unread ones say so in words (and in
 * bold, with a dot); a message opens in a reader. Mark all read, delete one or the selected ones (after a question).
 */
export function MessageList() {
  const t = useTranslations('MemberAccount');
  const { formMessage } = useAccountErrors();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [reading, setReading] = useState<MessageRowDto | null>(null);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const list = useAccountMessages(page);
  const readAll = useReadAllMessages();
  const remove = useDeleteMessages();
  const data = list.data;
  const rows = data?.list ?? [];
  const unread = data?.footer?.unread ?? 0;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  async function markAllRead() {
    try {
      await readAll.mutateAsync();
      notify('success', t('messages.allRead'));
    } catch (error) {
      notify('error', formMessage(error));
    }
  }

  async function deleteConfirmed() {
    if (!confirm) return;
    try {
      const change = await remove.mutateAsync(confirm);
      notify('success', t('messages.deleted', { count: change.changed }));
      setSelected((current) => new Set([...current].filter((id) => !confirm.includes(id))));
      if (reading && confirm.includes(reading.id)) setReading(null);
      // Deleting every row of the last page moves back a page.
      if (page > 1 && pageIds.every((id) => confirm.includes(id))) setPage(page - 1);
      setConfirm(null);
    } catch (error) {
      setConfirm(null);
      notify('error', formMessage(error));
    }
  }

  return (
    <SectionCard
      title={t('messages.title')}
      description={data ? t('messages.unreadCount', { count: unread }) : undefined}
      actions={
        <>
          <Button variant="secondary" size="sm" className="min-h-10" disabled={unread === 0 || readAll.isPending} onClick={() => void markAllRead()}>
            {t('messages.markAllRead')}
          </Button>
          <Button variant="danger" size="sm" className="min-h-10" disabled={selected.size === 0} onClick={() => setConfirm([...selected])}>
            {t('messages.deleteSelected', { count: selected.size })}
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()}>
          {t('messages.error')}
        </ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState>{t('messages.empty')}</EmptyState>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={list.isPlaceholderData || undefined}>
          <label className="inline-flex min-h-10 items-center gap-3 self-start px-1 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={allOnPage}
              onChange={() =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const id of pageIds) {
                    if (allOnPage) next.delete(id);
                    else next.add(id);
                  }
                  return next;
                })
              }
            />
            {t('messages.selectAll')}
          </label>
          <ul className={clsx('flex flex-col divide-y divide-line rounded-xl border border-line', list.isPlaceholderData && 'opacity-60')}>
            {rows.map((row) => (
              <li key={row.id} className={clsx('flex items-start gap-3 px-3 py-3', !row.read && 'bg-brand/5')}>
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand"
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  aria-label={t('messages.select', { title: row.title })}
                />
                <button
                  type="button"
                  onClick={() => setReading(row)}
                  className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg text-start focus-visible:outline-2"
                  data-testid="message-row"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    {row.read ? null : <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand" />}
                    <span className={clsx('min-w-0 break-words', row.read ? 'font-medium' : 'font-bold')}>{row.title}</span>
                    {row.read ? <span className="sr-only">{t('messages.read')}</span> : <StatusBadge tone="info">{t('messages.unread')}</StatusBadge>}
                  </span>
                  <span className="line-clamp-2 text-sm text-ink-muted">{row.preview}</span>
                  <span className="text-xs text-ink-muted">
                    <DateTime value={row.createdAt} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} disabled={list.isFetching} />
        </div>
      )}
      {reading ? <MessageReader row={reading} onClose={() => setReading(null)} onDelete={(row) => setConfirm([row.id])} /> : null}
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        busy={remove.isPending}
        title={t('messages.confirmTitle', { count: confirm?.length ?? 1 })}
        description={t('messages.confirmBody')}
        cancel={t('cancel')}
        action={
          <button type="button" className={buttonClasses({ variant: 'danger', className: 'min-w-20' })} disabled={remove.isPending} onClick={() => void deleteConfirmed()}>
            {remove.isPending ? t('messages.deleting') : t('messages.delete')}
          </button>
        }
      />
    </SectionCard>
  );
}
