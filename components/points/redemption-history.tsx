'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';
import { REDEMPTION_STATUSES, type PointRedemptionDto, type RedemptionStatus } from '@/lib/api/points';
import { formatMoney } from '@/lib/format/money';
import { usePointsRedemptions } from '@/lib/query/use-points-records';
import { useSite } from '@/lib/site/site-context';

const TONE: Record<RedemptionStatus, StatusTone> = { in_process: 'warning', approved: 'success', rejected: 'danger' };

/** A redemption's status in words (spec §4 "Points redeem": in process, approved, rejected), tinted. */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const t = useTranslations('Points.statuses');
  return <StatusBadge tone={TONE[status]}>{t(status)}</StatusBadge>;
}

/**
 * The redeem history (spec §3 "Points records"): reference number and apply time, what was redeemed (a reward, or
 * points to cash with its ratio), the points it took, the money it gave, the balance after, the status and the
 * review's remark; filtered by status. A table on wide screens, one card per record on a phone.
 */
export function RedemptionHistory() {
  const t = useTranslations('Points.redemptions');
  const ts = useTranslations('Points.statuses');
  const locale = useLocale();
  const { site } = useSite();
  const ids = useId();
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = usePointsRedemptions({ page, ...(status ? { status } : {}) });
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);

  const columns: ColumnDef<PointRedemptionDto, unknown>[] = [
    {
      id: 'refNo',
      header: t('columns.refNo'),
      cell: ({ row }) => (
        <span className="inline-flex flex-col">
          <span className="font-semibold tabular-nums">{row.original.refNo}</span>
          <span className="text-xs text-ink-muted">
            <DateTime value={row.original.appliedAt} />
          </span>
        </span>
      ),
    },
    {
      id: 'item',
      header: t('columns.item'),
      cell: ({ row }) => {
        const r = row.original;
        if (r.type === 'reward') return <span>{r.rewardName ?? t('removed')}</span>;
        return (
          <span className="inline-flex flex-col">
            <span>{t('convert')}</span>
            {r.ratio ? <span className="text-xs text-ink-muted">{t('ratio', { points: count(r.ratio.points), amount: formatMoney(r.ratio.amount, site.currency, locale) })}</span> : null}
          </span>
        );
      },
    },
    {
      id: 'points',
      header: t('columns.points'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <span dir="ltr" className="font-semibold tabular-nums [unicode-bidi:isolate]">
          −{count(row.original.points)}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => (row.original.amount === null ? <span className="text-ink-muted">—</span> : <Amount value={row.original.amount} />),
    },
    { id: 'balance', header: t('columns.balance'), meta: { align: 'end' }, cell: ({ row }) => <span className="tabular-nums">{count(row.original.balance)}</span> },
    { id: 'status', header: t('columns.status'), cell: ({ row }) => <RedemptionStatusBadge status={row.original.status} /> },
    { id: 'remark', header: t('columns.remark'), cell: ({ row }) => row.original.remark ?? <span className="text-ink-muted">—</span> },
  ];

  return (
    <SectionCard
      title={t('title')}
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-status`} className="text-sm font-medium">
            {t('filter')}
          </label>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RedemptionStatus | '');
              setPage(1);
            }}
            className={`${inputClass} w-auto pe-8`}
          >
            <option value="">{t('all')}</option>
            {REDEMPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ts(s)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <RecordsTable caption={t('title')} columns={columns} query={query} page={page} onPage={setPage} rowKey={(r) => String(r.id)} emptyText={t('empty')} />
    </SectionCard>
  );
}
