'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/member-centre/shared/amount';
import { CentreSection } from '@/components/member-centre/shared/centre-section';
import { DateRangeFilter } from '@/components/member-centre/shared/date-range-filter';
import { DateTime } from '@/components/member-centre/shared/date-time';
import { RecordsTable } from '@/components/member-centre/shared/records-table';
import { StatusBadge } from '@/components/member-centre/shared/status-badge';
import { useReportRange } from '@/components/member-centre/shared/use-report-range';
import { AGENT_REPORT_MAX_DAYS, type TeamBet } from '@/lib/api/agent/paths';
import { useTeamBets } from '@/lib/query/use-agent-reports';
import { UsernameFilter } from '../report-filters';

/** Team betting (/agent/personalHistoryCopy): the team's bets over a period, one member or all, with the period's totals. */
export default function TeamBetsPage() {
  const t = useTranslations('AgentCentre.reports');
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [username, setUsername] = useState('');
  const query = useTeamBets({ from: range.from, to: range.to, page, username: username || undefined });
  const totals = query.data?.footer;

  const columns: ColumnDef<TeamBet, unknown>[] = [
    { id: 'username', header: t('columns.username'), cell: ({ row }) => <span className="font-medium">{row.original.username}</span> },
    { id: 'betTime', header: t('columns.betTime'), cell: ({ row }) => <DateTime value={row.original.betTime} /> },
    { id: 'game', header: t('columns.game'), cell: ({ row }) => `${row.original.vendor} · ${row.original.gameName}` },
    { id: 'betAmount', header: t('columns.betAmount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.betAmount} /> },
    { id: 'validBet', header: t('columns.validBet'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.validBet} /> },
    { id: 'winAmount', header: t('columns.winAmount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.winAmount} /> },
    {
      id: 'profitLoss',
      header: t('columns.profitLoss'),
      meta: { align: 'end' },
      cell: ({ row }) => (row.original.profitLoss === null ? '—' : <Amount value={row.original.profitLoss} signed />),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => <StatusBadge tone={row.original.status === 'settled' ? 'success' : 'info'}>{t(`betStatus.${row.original.status}`)}</StatusBadge>,
    },
    { id: 'orderNo', header: t('columns.orderNo'), cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.orderNo}</span> },
  ];

  return (
    <CentreSection title={t('bets.title')}>
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
        caption={t('bets.title')}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => row.orderNo}
        footer={
          totals
            ? {
                betAmount: <Amount value={totals.betAmount} />,
                validBet: <Amount value={totals.validBet} />,
                winAmount: <Amount value={totals.winAmount} />,
                profitLoss: <Amount value={totals.profitLoss} signed />,
              }
            : undefined
        }
        emptyText={t('empty')}
      />
    </CentreSection>
  );
}
