'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { useKindLabel } from '@/components/member-centre/records/kind-label';
import { LedgerKindFilter, LedgerTotals } from '@/components/member-centre/records/ledger-parts';
import { useReportRange } from '@/components/data-display/use-report-range';
import { RECORD_MAX_DAYS, type Transaction } from '@/lib/api/centre/records';
import { useRecordsTransactions } from '@/lib/query/use-records-transactions';

/** The account record (/member/transactionHistory): every movement of the member's money by type and period. */
export default function AccountRecordPage() {
  const t = useTranslations('Records');
  const kindLabel = useKindLabel();
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [kind, setKind] = useState('');
  const query = useRecordsTransactions({ kind: kind || undefined, from: range.from, to: range.to, page });
  const totals = query.data?.footer;

  const columns: ColumnDef<Transaction, unknown>[] = [
    { id: 'kind', header: t('transactions.columns.kind'), cell: ({ row }) => <span className="font-medium">{kindLabel(row.original.kind)}</span> },
    { id: 'time', header: t('transactions.columns.time'), cell: ({ row }) => <DateTime value={row.original.time} /> },
    { id: 'amount', header: t('transactions.columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'balanceAfter', header: t('transactions.columns.balanceAfter'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.balanceAfter} /> },
    { id: 'orderNo', header: t('transactions.columns.orderNo'), cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.orderNo}</span> },
    { id: 'remark', header: t('transactions.columns.remark'), cell: ({ row }) => row.original.remark ?? '—' },
  ];

  return (
    <SectionCard title={t('transactions.title')}>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <LedgerKindFilter
          label={t('filters.type')}
          allLabel={t('filters.allTypes')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            resetPage();
          }}
        />
        <DateRangeFilter value={range} onChange={setRange} maxDays={RECORD_MAX_DAYS} />
      </div>
      <RecordsTable
        caption={t('transactions.caption')}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => `${row.orderNo}-${row.kind}-${row.time}`}
        footer={
          totals
            ? { amount: <LedgerTotals lines={[{ label: t('transactions.credit'), value: totals.credit }, { label: t('transactions.debit'), value: totals.debit }]} signed /> }
            : undefined
        }
        emptyText={t('transactions.empty')}
      />
    </SectionCard>
  );
}
