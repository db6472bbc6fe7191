'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/member-centre/shared/amount';
import { CentreSection } from '@/components/member-centre/shared/centre-section';
import { DateRangeFilter } from '@/components/member-centre/shared/date-range-filter';
import { RecordsTable } from '@/components/member-centre/shared/records-table';
import { useReportRange } from '@/components/member-centre/shared/use-report-range';
import { AGENT_REPORT_MAX_DAYS, type TeamProfitRow, type TeamProfitTotals } from '@/lib/api/agent/paths';
import { useTeamProfit } from '@/lib/query/use-agent-reports';
import { UsernameFilter } from '../report-filters';

const FIGURES: (keyof TeamProfitTotals)[] = ['profitLoss', 'betting', 'validBet', 'winning', 'rebate', 'salary', 'dividend', 'promotion'];

/** User profit and loss (/agent/palStatementsAgentCopy): each team member's activity over a period (players' view), with totals. */
export default function TeamProfitPage() {
  const t = useTranslations('AgentCentre.reports');
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [username, setUsername] = useState('');
  const query = useTeamProfit({ from: range.from, to: range.to, page, username: username || undefined });
  const totals = query.data?.footer;

  const columns: ColumnDef<TeamProfitRow, unknown>[] = [
    { id: 'username', header: t('columns.username'), cell: ({ row }) => <span className="font-medium">{row.original.username}</span> },
    { id: 'level', header: t('columns.level'), cell: ({ row }) => <span className="tabular-nums">{row.original.level}</span> },
    ...FIGURES.map(
      (key): ColumnDef<TeamProfitRow, unknown> => ({
        id: key,
        header: t(`columns.${key}`),
        meta: { align: 'end' },
        cell: ({ row }) => <Amount value={row.original[key]} signed={key === 'profitLoss'} />,
      }),
    ),
  ];

  return (
    <CentreSection title={t('profit.title')}>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <UsernameFilter
          value={username}
          onChange={(value) => {
            setUsername(value);
            resetPage();
          }}
        />
        <DateRangeFilter value={range} onChange={setRange} maxDays={AGENT_REPORT_MAX_DAYS} />
      </div>
      <RecordsTable
        caption={t('profit.title')}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => row.username}
        footer={totals ? Object.fromEntries(FIGURES.map((key) => [key, <Amount key={key} value={totals[key]} signed={key === 'profitLoss'} />])) : undefined}
        emptyText={t('empty')}
      />
    </CentreSection>
  );
}
