'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
import { DateTime } from '@/components/data-display/date-time';
import { StatusBadge } from '@/components/data-display/status-badge';
import type { TeamBetDto } from '@/lib/api/agent/paths';
import { useTeamBets } from '@/lib/query/use-agent-reports';
import { AgentReport, useTeamReportFilters } from '../agent-report';

/** Team betting (/agent/personalHistoryCopy): the team's bets over a period, one member or all, with the period's totals. */
export default function TeamBetsPage() {
  const t = useTranslations('AgentCentre.reports');
  const filters = useTeamReportFilters();
  const query = useTeamBets(filters.params);
  const totals = query.data?.footer;

  const columns: ColumnDef<TeamBetDto, unknown>[] = [
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
    <AgentReport
      title={t('bets.title')}
      filters={filters}
      columns={columns}
      query={query}
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
  );
}
