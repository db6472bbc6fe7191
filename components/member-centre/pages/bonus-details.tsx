'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount, formatAmount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { useKindLabel } from '@/components/member-centre/records/kind-label';
import { SelectFilter } from '@/components/member-centre/records/report-filters';
import { useReportRange } from '@/components/data-display/use-report-range';
import { BONUS_KINDS, RECORD_MAX_DAYS, type Bonus, type BonusKind } from '@/lib/api/centre/records';
import { useRecordsBonuses } from '@/lib/query/use-records-bonuses';
import { useSite } from '@/lib/site/site-context';

/** Bonus details (bonusDetails): bonuses, rebates and invitation rewards by type and period, with totals per type. */
export default function BonusDetailsPage() {
  const t = useTranslations('Records');
  const locale = useLocale();
  const { site } = useSite();
  const kindLabel = useKindLabel();
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [kind, setKind] = useState<BonusKind | ''>('');
  const query = useRecordsBonuses({ kind: kind || undefined, from: range.from, to: range.to, page });
  const totals = query.data?.footer;

  const details = (row: Bonus) => {
    if (!row.rebate) return row.remark ?? '—';
    return t('bonuses.rebateDetail', {
      category: t(`categories.${row.rebate.category}`),
      rate: new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(row.rebate.rateBp / 10_000),
      validBet: formatAmount(row.rebate.validBet, site.currency, locale),
    });
  };
  const columns: ColumnDef<Bonus, unknown>[] = [
    { id: 'time', header: t('bonuses.columns.time'), cell: ({ row }) => <DateTime value={row.original.time} /> },
    { id: 'kind', header: t('bonuses.columns.kind'), cell: ({ row }) => <span className="font-medium">{kindLabel(row.original.kind)}</span> },
    { id: 'amount', header: t('bonuses.columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'details', header: t('bonuses.columns.details'), cell: ({ row }) => details(row.original) },
    { id: 'orderNo', header: t('bonuses.columns.orderNo'), cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.orderNo}</span> },
  ];

  return (
    <SectionCard title={t('bonuses.title')}>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <SelectFilter
          label={t('filters.type')}
          allLabel={t('filters.allTypes')}
          value={kind}
          onChange={(value) => {
            setKind(value as BonusKind | '');
            resetPage();
          }}
          options={BONUS_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
        />
        <DateRangeFilter value={range} onChange={setRange} maxDays={RECORD_MAX_DAYS} />
      </div>
      {totals ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(
            [
              ['BONUS', totals.bonus],
              ['REBATE', totals.rebate],
              ['REFERRAL', totals.referral],
              ['total', totals.total],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col gap-0.5 rounded-xl border border-line bg-surface p-3">
              <dt className="text-xs text-ink-muted">{key === 'total' ? t('bonuses.total') : kindLabel(key)}</dt>
              <dd className="text-base font-semibold">
                <Amount value={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RecordsTable
        caption={t('bonuses.caption')}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => row.orderNo}
        footer={totals ? { amount: <Amount value={totals.total} signed /> } : undefined}
        emptyText={t('bonuses.empty')}
      />
    </SectionCard>
  );
}
