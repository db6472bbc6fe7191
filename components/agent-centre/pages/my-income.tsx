'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
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
