'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useKindLabel } from '@/components/member-centre/records/kind-label';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable, type RecordsTableProps } from '@/components/data-display/records-table';
import { useReportRange } from '@/components/data-display/use-report-range';
import { AGENT_REPORT_MAX_DAYS } from '@/lib/api/agent/paths';
import { UsernameFilter } from './report-filters';

/**
 * A team report's filters: the period and page, and the member (a username, '' for the whole team). A new member, like
 * a new period, starts again at page 1. `params` is what the report's query takes.
 */
export function useTeamReportFilters() {
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [username, setUsernameState] = useState('');
  return {
    range,
    setRange,
    page,
    setPage,
    resetPage,
    username,
    setUsername: (value: string) => {
      setUsernameState(value);
      resetPage();
    },
    params: { from: range.from, to: range.to, page, username: username || undefined },
  };
}

type ReportFilters = Pick<ReturnType<typeof useTeamReportFilters>, 'range' | 'setRange' | 'page' | 'setPage'> &
  Partial<Pick<ReturnType<typeof useTeamReportFilters>, 'username' | 'setUsername'>>;

/**
 * The frame of the agent centre's reports: the title, the filters (the member where the report has one, then `filters`,
 * then the period), what the report shows above its rows (`summary`), and the paged table captioned with the title.
 */
export function AgentReport<Row>({
  title,
  filters,
  extraFilters,
  summary,
  ...table
}: {
  title: string;
  filters: ReportFilters;
  extraFilters?: ReactNode;
  summary?: ReactNode;
} & Omit<RecordsTableProps<Row>, 'caption' | 'page' | 'onPage'>) {
  const dates = <DateRangeFilter value={filters.range} onChange={filters.setRange} maxDays={AGENT_REPORT_MAX_DAYS} />;
  return (
    <SectionCard title={title}>
      {filters.setUsername ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
          <UsernameFilter value={filters.username ?? ''} onChange={filters.setUsername} />
          {extraFilters}
          {dates}
        </div>
      ) : (
        dates
      )}
      {summary}
      <RecordsTable caption={title} page={filters.page} onPage={filters.setPage} {...table} />
    </SectionCard>
  );
}

/** The columns of a ledger entry in the agent's reports (its income, the team's transactions): time, kind, signed amount and remark. */
export function useLedgerEntryColumns<Row extends { time: number; kind: string; amount: number; remark: string | null }>(): ColumnDef<Row, unknown>[] {
  const t = useTranslations('AgentCentre.reports');
  const kindLabel = useKindLabel();
  return [
    { id: 'time', header: t('columns.time'), cell: ({ row }) => <DateTime value={row.original.time} /> },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => kindLabel(row.original.kind) },
    { id: 'amount', header: t('columns.amount'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.amount} signed /> },
    { id: 'remark', header: t('columns.remark'), cell: ({ row }) => row.original.remark ?? '—' },
  ];
}
