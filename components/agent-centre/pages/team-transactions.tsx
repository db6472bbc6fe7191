'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/member-centre/shared/amount';
import { CentreSection } from '@/components/member-centre/shared/centre-section';
import { DateRangeFilter } from '@/components/member-centre/shared/date-range-filter';
import { DateTime } from '@/components/member-centre/shared/date-time';
import { RecordsTable } from '@/components/member-centre/shared/records-table';
import { useReportRange } from '@/components/member-centre/shared/use-report-range';
import { useKindLabel } from '@/components/member-centre/records/kind-label';
import { SelectFilter } from '@/components/member-centre/records/report-filters';
import { AGENT_REPORT_MAX_DAYS, type TeamTransaction } from '@/lib/api/agent/paths';
import { LedgerKind } from '@/lib/api/centre/records';
import { useTeamTransactions } from '@/lib/query/use-agent-reports';
import { UsernameFilter } from '../report-filters';

/** Transaction details (/agent/agentDownlineTransactionDetailsCopy): the team's ledger rows over a period, with money in and out. */
export default function TeamTransactionsPage() {
  const t = useTranslations('AgentCentre.reports');
  const kindLabel = useKindLabel();
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState('');
  const query = useTeamTransactions({ from: range.from, to: range.to, page, username: username || undefined, kind: kind || undefined });
  const totals = query.data?.footer;

  const columns: ColumnDef<TeamTransaction, unknown>[] = [
    { id: 'username', header: t('columns.username'), cell: ({ row }) => <span className="font-medium">{row.original.username}</span> },
    { id: 'time', header: t('columns.time'), cell: ({ row }) => <DateTime value={row.original.time} /> },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => kindLabel(row.original.kind) },
    { id: 'amount', header: t('columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'remark', header: t('columns.remark'), cell: ({ row }) => row.original.remark ?? '—' },
  ];

  return (
    <CentreSection title={t('transactions.title')}>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <UsernameFilter
          value={username}
          onChange={(value) => {
            setUsername(value);
            resetPage();
          }}
        />
        <SelectFilter
          label={t('kind')}
          allLabel={t('allKinds')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            resetPage();
          }}
          options={Object.values(LedgerKind).map((k) => ({ value: k, label: kindLabel(k) }))}
        />
        <DateRangeFilter value={range} onChange={setRange} maxDays={AGENT_REPORT_MAX_DAYS} />
      </div>
      <RecordsTable
        caption={t('transactions.title')}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => String(row.id)}
        footer={
          totals
            ? {
                amount: (
                  <span className="inline-flex flex-col items-end gap-0.5">
                    <span>
                      <span className="text-xs font-normal text-ink-muted">{t('transactions.in')} </span>
                      <Amount value={totals.in} />
                    </span>
                    <span>
                      <span className="text-xs font-normal text-ink-muted">{t('transactions.out')} </span>
                      <Amount value={totals.out} />
                    </span>
                  </span>
                ),
              }
            : undefined
        }
        emptyText={t('empty')}
      />
    </CentreSection>
  );
}
