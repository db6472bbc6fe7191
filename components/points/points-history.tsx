'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { POINT_TRANSACTION_KINDS, type PointTransactionDto, type PointTransactionKind } from '@/lib/api/points';
import { usePointsTransactions } from '@/lib/query/use-points-records';

/**
 * The points history: every movement of the member's points (earned from valid bets, redeemed, converted, returned,
 * granted), signed, with the balance after each and what it was for; filtered by kind. Points never expire, so nothing
 * here ever drops out of the balance by itself.
 */
export function PointsHistory() {
  const t = useTranslations('Points.history');
  const tk = useTranslations('Points.kinds');
  const locale = useLocale();
  const ids = useId();
  const [kind, setKind] = useState<PointTransactionKind | ''>('');
  const [page, setPage] = useState(1);
  const query = usePointsTransactions({ page, ...(kind ? { kind } : {}) });
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);

  const columns: ColumnDef<PointTransactionDto, unknown>[] = [
    { id: 'at', header: t('columns.at'), cell: ({ row }) => <DateTime value={row.original.at} /> },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => tk(row.original.kind) },
    {
      id: 'points',
      header: t('columns.points'),
      meta: { align: 'end' },
      cell: ({ row }) => {
        const p = row.original.points;
        return (
          <span dir="ltr" className={`font-semibold tabular-nums [unicode-bidi:isolate] ${p > 0 ? 'text-success' : 'text-danger'}`}>
            {p > 0 ? '+' : '−'}
            {count(Math.abs(p))}
          </span>
        );
      },
    },
    { id: 'balance', header: t('columns.balance'), meta: { align: 'end' }, cell: ({ row }) => <span className="tabular-nums">{count(row.original.balance)}</span> },
    {
      id: 'remark',
      header: t('columns.remark'),
      cell: ({ row }) => (
        <span className="inline-flex flex-col">
          <span>{row.original.remark}</span>
          {row.original.refNo ? <span className="text-xs text-ink-muted tabular-nums">{row.original.refNo}</span> : null}
        </span>
      ),
    },
  ];

  return (
    <SectionCard
      title={t('title')}
      description={t('intro')}
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-kind`} className="text-sm font-medium">
            {t('filter')}
          </label>
          <select
            id={`${ids}-kind`}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as PointTransactionKind | '');
              setPage(1);
            }}
            className={`${inputClass} w-auto pe-8`}
          >
            <option value="">{t('all')}</option>
            {POINT_TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {tk(k)}
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
