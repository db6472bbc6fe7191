'use client';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PagedDto } from '@/lib/api/centre/paged';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { Pagination } from '@/components/data-display/pagination';

declare module '@tanstack/react-table' {
  // The column's alignment: amounts line up at the end.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'end';
  }
}

export interface RecordsTableProps<Row> {
  /** The table's accessible name (and the cards' list name on a phone). */
  caption: string;
  // Columns of any value type: tanstack's ColumnDef is invariant in it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  query: UseQueryResult<PagedDto<Row, unknown>, Error>;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: Row) => string;
  /** The totals row, by column id; a column left out shows nothing. */
  footer?: Partial<Record<string, ReactNode>>;
  emptyText?: string;
}

/**
 * A paged report (spec §4 "Pagination and loading overlay"): a table on wide screens, one card per row on a phone
 * (never a sideways-scrolling page), a loading overlay while a page or a filter loads over the rows already shown,
 * empty, error and retry states, a totals row and the pagination. Columns are @tanstack/react-table ColumnDefs with
 * a string header.
 */
export function RecordsTable<Row>({ caption, columns, query, page, onPage, rowKey, footer, emptyText }: RecordsTableProps<Row>) {
  const t = useTranslations('MemberCentre.table');
  const rows = query.data?.list ?? [];
  // The table instance is rebuilt from props on every render: nothing of it is memoized or handed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => rowKey(row) });

  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const busy = query.isFetching;
  const headerOf = (id: string) => {
    const column = table.getColumn(id);
    const header = column?.columnDef.header;
    return typeof header === 'string' ? header : id;
  };
  const alignEnd = (id: string) => table.getColumn(id)?.columnDef.meta?.align === 'end';
  const totals = footer && Object.keys(footer).length > 0 ? footer : null;
  const total = query.data?.totalCount ?? 0;

  return (
    <div className="flex flex-col gap-3">
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <div className="relative" aria-busy={busy || undefined}>
        {rows.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <>
            {/* Wide screens: a table that scrolls inside its own box if it must, never the page. */}
            <div className="overflow-x-auto rounded-xl border border-line max-md:hidden" role="region" aria-label={caption} tabIndex={0}>
              <table className="w-full text-sm">
                <caption className="sr-only">{caption}</caption>
                <thead className="bg-surface-sunken text-xs text-ink-muted">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => (
                        <th key={header.id} scope="col" className={clsx('px-3 py-2.5 font-semibold whitespace-nowrap', alignEnd(header.column.id) ? 'text-end' : 'text-start')}>
                          {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className="border-t border-line">
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={clsx('px-3 py-2.5 align-top', alignEnd(cell.column.id) && 'text-end')}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                {totals ? (
                  <tfoot className="border-t-2 border-line bg-surface-sunken font-semibold">
                    <tr>
                      {table.getVisibleLeafColumns().map((column, i) => (
                        <td key={column.id} className={clsx('px-3 py-2.5', alignEnd(column.id) && 'text-end')}>
                          {i === 0 && totals[column.id] === undefined ? t('totals') : totals[column.id]}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </div>
            {/* Phones: one card per row, each value under its column's name. */}
            <ul aria-label={caption} className="flex flex-col gap-2 md:hidden">
              {table.getRowModel().rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-line bg-surface p-3">
                  <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
                    {row.getVisibleCells().map((cell) => (
                      <div key={cell.id} className="contents">
                        <dt className="text-ink-muted">{headerOf(cell.column.id)}</dt>
                        <dd className="min-w-0 text-end break-words">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
              {totals ? (
                <li className="rounded-xl border-2 border-line bg-surface-sunken p-3">
                  <p className="mb-1.5 text-sm font-semibold">{t('totals')}</p>
                  <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
                    {Object.entries(totals)
                      .filter(([, value]) => value !== undefined && value !== null)
                      .map(([id, value]) => (
                        <div key={id} className="contents">
                          <dt className="text-ink-muted">{headerOf(id)}</dt>
                          <dd className="min-w-0 text-end font-semibold">{value}</dd>
                        </div>
                      ))}
                  </dl>
                </li>
              ) : null}
            </ul>
          </>
        )}
        {busy ? (
          <div role="status" className="absolute inset-0 flex items-start justify-center rounded-xl bg-surface/60 pt-10">
            <span className="flex items-center gap-2 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm shadow">
              <Spinner className="size-4" />
              {t('updating')}
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-center gap-1">
        {total > 0 ? <p className="text-xs text-ink-muted">{t('count', { count: total })}</p> : null}
        <Pagination page={page} totalPages={query.data?.totalPages ?? 1} onPage={onPage} disabled={busy} />
      </div>
    </div>
  );
}
