'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
import { StatTiles } from '@/components/data-display/stat-tiles';
import { useReportRange } from '@/components/data-display/use-report-range';
import type { IncomeRowDto } from '@/lib/api/agent/paths';
import { useAgentIncome } from '@/lib/query/use-agent-reports';
import { AgentReport, useLedgerEntryColumns } from '../agent-report';

/** My income (/agent/agentRevenueReport): the agent's salary and dividend rows over a period: received, paid and net. */
export default function MyIncomePage() {
  const t = useTranslations('AgentCentre.reports');
  const filters = useReportRange();
  const query = useAgentIncome({ from: filters.range.from, to: filters.range.to, page: filters.page });
  const totals = query.data?.footer;

  const columns = useLedgerEntryColumns<IncomeRowDto>();

  return (
    <AgentReport
      title={t('income.title')}
      filters={filters}
      summary={
        totals ? (
          <StatTiles
            className="grid-cols-1 sm:grid-cols-3"
            items={(['received', 'paid', 'net'] as const).map((key) => ({
              key,
              label: t(`income.${key}`),
              value: <Amount value={totals[key]} signed={key === 'net'} />,
            }))}
          />
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
