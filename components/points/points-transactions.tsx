'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { LedgerKind, RECORD_MAX_DAYS, type Transaction } from '@/lib/api/centre/records';
import { useRecordsTransactions } from '@/lib/query/use-records-transactions';
import { customRange } from '@/lib/member-centre/date-range';
import { DAY_MS } from '@/lib/format/brand-time';
import { useBrandTime } from '@/lib/site/use-brand-time';


/**
 * Transaction details (spec §7 ODSFE2_MemTransDet): the member's account record of the money points brought into the
 * main wallet (bonus rewards and conversions, kind POINTS) over the last 30 days, with the balance after each.
 */
export function PointsTransactions() {
  const t = useTranslations('Points.transactions');
  const { offsetMinutes } = useBrandTime();
  // The last RECORD_MAX_DAYS of the brand's days, today included.
  const [range] = useState(() => customRange(Date.now() - (RECORD_MAX_DAYS - 1) * DAY_MS, Date.now(), offsetMinutes));
  const [page, setPage] = useState(1);
  const query = useRecordsTransactions({ kind: LedgerKind.POINTS, from: range.from, to: range.to, page });

  const columns: ColumnDef<Transaction, unknown>[] = [
    {
      id: 'orderNo',
      header: t('columns.orderNo'),
      cell: ({ row }) => (
        <span className="inline-flex flex-col">
          <span className="font-semibold tabular-nums">{row.original.orderNo}</span>
          <span className="text-xs text-ink-muted">
            <DateTime value={row.original.time} />
          </span>
        </span>
      ),
    },
    { id: 'amount', header: t('columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'balanceAfter', header: t('columns.balanceAfter'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.balanceAfter} /> },
    { id: 'remark', header: t('columns.remark'), cell: ({ row }) => row.original.remark ?? <span className="text-ink-muted">—</span> },
  ];

  return (
    <SectionCard title={t('title')} description={t('intro', { days: RECORD_MAX_DAYS })}>
      <RecordsTable caption={t('title')} columns={columns} query={query} page={page} onPage={setPage} rowKey={(r) => r.orderNo} emptyText={t('empty')} />
    </SectionCard>
  );
}
