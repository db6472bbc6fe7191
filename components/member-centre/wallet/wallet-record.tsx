'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagedList } from '@/lib/query/use-paged-list';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { RecordsTable } from '@/components/data-display/records-table';
import { useReportRange } from '@/components/data-display/use-report-range';

/**
 * A wallet record (deposits, withdrawals): the period, at most `maxDays` long, over one page of the member's orders
 * from `path`, `pageSize` to a page where the record has its own.
 */
export function WalletRecord<Row extends { id: number }>({
  resource,
  path,
  pageSize,
  maxDays,
  caption,
  emptyText,
  columns,
}: {
  resource: string;
  path: string;
  pageSize?: number;
  maxDays: number;
  caption: string;
  emptyText: string;
  columns: ColumnDef<Row, unknown>[];
}) {
  const { range, setRange, page, setPage } = useReportRange();
  const query = usePagedList<Row>({ area: 'wallet', resource, path, params: { from: range.from, to: range.to, page, pageSize } });
  return (
    <div className="flex flex-col gap-4">
      <DateRangeFilter value={range} onChange={setRange} maxDays={maxDays} />
      <RecordsTable caption={caption} columns={columns} query={query} page={page} onPage={setPage} rowKey={(row) => String(row.id)} emptyText={emptyText} />
    </div>
  );
}
