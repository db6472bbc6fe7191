'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { useReportRange } from '@/components/data-display/use-report-range';
import { AGENT_REPORT_MAX_DAYS, type ContractKind, type PayoutDto } from '@/lib/api/agent/paths';
import { usePayouts } from '@/lib/query/use-agent-contracts';
import { PayoutStatusBadge } from './contract-parts';

/** Payouts of a kind over a period: paid to the agent ('mine') or by it to its direct downlines ('team'), with totals. */
export function PayoutsTable({ kind, role }: { kind: ContractKind; role: 'mine' | 'team' }) {
  const t = useTranslations('AgentCentre.contracts');
  const { range, setRange, page, setPage } = useReportRange();
  const query = usePayouts({ kind, role, from: range.from, to: range.to, page });
  const totals = query.data?.footer;

  const columns: ColumnDef<PayoutDto, unknown>[] = [
    {
      id: 'period',
      header: t('payouts.period'),
      cell: ({ row }) => (
        <span className="inline-flex flex-col">
          <DateTime value={row.original.periodStart} />
          <DateTime value={row.original.periodEnd} />
        </span>
      ),
    },
    { id: 'member', header: role === 'mine' ? t('upline') : t('payouts.downline'), cell: ({ row }) => (role === 'mine' ? row.original.upline : row.original.downline) },
    { id: 'activeMembers', header: t('fields.activeMembers'), meta: { align: 'end' }, cell: ({ row }) => <span className="tabular-nums">{row.original.activeMembers}</span> },
    { id: 'validBet', header: t('fields.periodValidBet'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.validBet} /> },
    { id: 'profitLoss', header: t('payouts.profitLoss'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.profitLoss} signed /> },
    { id: 'rate', header: t('fields.rate'), meta: { align: 'end' }, cell: ({ row }) => <span className="tabular-nums">{row.original.rate}%</span> },
    { id: 'amount', header: t('payouts.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} /> },
    {
      id: 'status',
      header: t('statusLabel'),
      cell: ({ row }) => (
        <span className="inline-flex flex-col items-start gap-1">
          <PayoutStatusBadge status={row.original.status} />
          {row.original.reason === 'insufficient_funds' ? <span className="text-xs text-ink-muted">{t('payouts.insufficientFunds')}</span> : null}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <DateRangeFilter value={range} onChange={setRange} maxDays={AGENT_REPORT_MAX_DAYS} />
      <RecordsTable
        caption={t(`payouts.${role}`)}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => String(row.id)}
        footer={totals ? { amount: <span className="inline-flex flex-col items-end"><span className="text-xs font-normal text-ink-muted">{t('payouts.paidTotal')}</span><Amount value={totals.paid} /></span> } : undefined}
        emptyText={t('payouts.empty')}
      />
    </div>
  );
}
