'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LedgerKindFilter, LedgerTotals } from '@/components/member-centre/records/ledger-parts';
import type { TeamTransactionDto } from '@/lib/api/agent/paths';
import { useTeamTransactions } from '@/lib/query/use-agent-reports';
import { AgentReport, useLedgerEntryColumns, useTeamReportFilters } from '../agent-report';

/** Transaction details (/agent/agentDownlineTransactionDetailsCopy): the team's ledger rows over a period, with money in and out. */
export default function TeamTransactionsPage() {
  const t = useTranslations('AgentCentre.reports');
  const filters = useTeamReportFilters();
  const [kind, setKind] = useState('');
  const query = useTeamTransactions({ ...filters.params, kind: kind || undefined });
  const totals = query.data?.footer;
  const ledgerColumns = useLedgerEntryColumns<TeamTransactionDto>();

  const columns: ColumnDef<TeamTransactionDto, unknown>[] = [
    { id: 'username', header: t('columns.username'), cell: ({ row }) => <span className="font-medium">{row.original.username}</span> },
    ...ledgerColumns,
  ];

  return (
    <AgentReport
      title={t('transactions.title')}
      filters={filters}
      extraFilters={
        <LedgerKindFilter
          label={t('kind')}
          allLabel={t('allKinds')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            filters.resetPage();
          }}
        />
      }
      columns={columns}
      query={query}
      rowKey={(row) => String(row.id)}
      footer={
        totals
          ? { amount: <LedgerTotals lines={[{ label: t('transactions.in'), value: totals.in }, { label: t('transactions.out'), value: totals.out }]} /> }
          : undefined
      }
      emptyText={t('empty')}
    />
  );
}
