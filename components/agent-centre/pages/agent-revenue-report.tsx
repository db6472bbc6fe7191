'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/member-centre/shared/amount';
import { DateTime } from '@/components/member-centre/shared/date-time';
import { useReportRange } from '@/components/member-centre/shared/use-report-range';
import { useKindLabel } from '@/components/member-centre/records/kind-label';
import type { IncomeRow } from '@/lib/api/agent/paths';
import { useAgentIncome } from '@/lib/query/use-agent-reports';
import { AgentReport } from '../agent-report';

/** My income (agentRevenueReport): the agent's salary and dividend rows over a period: received, paid and net. */
export default function AgentIncomePage() {
  const t = useTranslations('AgentCentre.reports');
  const kindLabel = useKindLabel();
  const filters = useReportRange();
  const query = useAgentIncome({ from: filters.range.from, to: filters.range.to, page: filters.page });
  const totals = query.data?.footer;

  const columns: ColumnDef<IncomeRow, unknown>[] = [
    { id: 'time', header: t('columns.time'), cell: ({ row }) => <DateTime value={row.original.time} /> },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => kindLabel(row.original.kind) },
    { id: 'amount', header: t('columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'remark', header: t('columns.remark'), cell: ({ row }) => row.original.remark ?? '—' },
  ];

  return (
    <AgentReport
      title={t('income.title')}
      filters={filters}
      summary={
        totals ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(['received', 'paid', 'net'] as const).map((key) => (
              <div key={key} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
                <dt className="text-xs text-ink-muted">{t(`income.${key}`)}</dt>
                <dd className="text-lg font-semibold">
                  <Amount value={totals[key]} signed={key === 'net'} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null
      }
      columns={columns}
      query={query}
      rowKey={(row) => String(row.id)}
      footer={totals ? { amount: <Amount value={totals.net} signed /> } : undefined}
      emptyText={t('empty')}
    />
  );
}
