'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
import type { TeamProfitRowDto, TeamProfitTotalsDto } from '@/lib/api/agent/paths';
import { useTeamProfit } from '@/lib/query/use-agent-reports';
import { AgentReport, useTeamReportFilters } from '../agent-report';

const FIGURES: (keyof TeamProfitTotalsDto)[] = ['profitLoss', 'betting', 'validBet', 'winning', 'rebate', 'salary', 'dividend', 'promotion'];

/** User profit and loss (/agent/palStatementsAgentCopy): each team member's activity over a period (players' view), with totals. */
export default function TeamProfitPage() {
  const t = useTranslations('AgentCentre.reports');
  const filters = useTeamReportFilters();
  const query = useTeamProfit(filters.params);
  const totals = query.data?.footer;

  const columns: ColumnDef<TeamProfitRowDto, unknown>[] = [
    { id: 'username', header: t('columns.username'), cell: ({ row }) => <span className="font-medium">{row.original.username}</span> },
    { id: 'level', header: t('columns.level'), cell: ({ row }) => <span className="tabular-nums">{row.original.level}</span> },
    ...FIGURES.map(
      (key): ColumnDef<TeamProfitRowDto, unknown> => ({
        id: key,
        header: t(`columns.${key}`),
        meta: { align: 'end' },
        cell: ({ row }) => <Amount value={row.original[key]} signed={key === 'profitLoss'} />,
      }),
    ),
  ];

  return (
    <AgentReport
      title={t('profit.title')}
      filters={filters}
      columns={columns}
      query={query}
      rowKey={(row) => row.username}
      footer={totals ? Object.fromEntries(FIGURES.map((key) => [key, <Amount key={key} value={totals[key]} signed={key === 'profitLoss'} />])) : undefined}
      emptyText={t('empty')}
    />
  );
}
