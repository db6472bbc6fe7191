'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Amount, formatAmount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { CategoryTabsList } from '@/components/member-centre/records/category-tabs';
import { chartDays } from '@/components/member-centre/records/chart-days';
import { useReportRange } from '@/components/data-display/use-report-range';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { RECORD_MAX_DAYS, type BetCategory, type DailyProfit, type ProfitTotals } from '@/lib/api/centre/records';
import type { DateRange } from '@/lib/member-centre/date-range';
import { useRecordsBetTabs } from '@/lib/query/use-records-bet-tabs';
import { useRecordsProfit } from '@/lib/query/use-records-profit';
import { useSite } from '@/lib/site/site-context';
import { useBrandTime } from '@/lib/site/use-brand-time';

const ProfitChart = dynamic(() => import('@/components/member-centre/records/profit-chart'), { ssr: false, loading: () => <LoadingState /> });

const ALL = 'ALL';
/** The figures of the "All" tab only: money that belongs to no game category. */
const ALL_ONLY = new Set<keyof ProfitTotals>(['deposit', 'withdraw', 'promotion', 'invitationBonus']);
/** The result first (beside its date: readable without scrolling a wide table), then what it is made of. */
const FIGURES: (keyof ProfitTotals)[] = ['profitLoss', 'deposit', 'withdraw', 'betAmount', 'validBet', 'winAmount', 'rebate', 'promotion', 'invitationBonus'];

/** Profit and loss (/member/personalProfit): day by day, for every category together or one at a time, with a chart. */
export default function ProfitAndLossPage() {
  const t = useTranslations('Records');
  const tabs = useRecordsBetTabs();
  const [tab, setTab] = useState<string>(ALL);
  const report = useReportRange();
  const all = [ALL, ...(tabs.data ?? []).map((c) => c.category)];

  return (
    <SectionCard title={t('profit.title')}>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          report.resetPage();
        }}
        className="flex min-w-0 flex-col gap-4"
      >
        <CategoryTabsList label={t('profit.tabs')} tabs={all.map((value) => ({ value, label: value === ALL ? t('profit.all') : t(`categories.${value}`) }))} />
        {all.map((value) => (
          <TabsContent key={value} value={value}>
            <ProfitPanel category={value === ALL ? undefined : (value as BetCategory)} report={report} />
          </TabsContent>
        ))}
      </Tabs>
    </SectionCard>
  );
}

function ProfitPanel({ category, report }: { category: BetCategory | undefined; report: ReturnType<typeof useReportRange> }) {
  const t = useTranslations('Records');
  const { range, setRange, page, setPage } = report;
  const table = useRecordsProfit({ category, from: range.from, to: range.to, page });
  // The chart shows every day of the range at once.
  const chart = useRecordsProfit({ category, from: range.from, to: range.to, page: 1, pageSize: 50 });
  const figures = FIGURES.filter((key) => category === undefined || !ALL_ONLY.has(key));
  const tabName = category ? t(`categories.${category}`) : t('profit.all');

  const columns: ColumnDef<DailyProfit, unknown>[] = [
    { id: 'day', header: t('profit.columns.day'), cell: ({ row }) => <DateTime value={row.original.day} dateOnly /> },
    ...figures.map(
      (key): ColumnDef<DailyProfit, unknown> => ({
        id: key,
        header: t(`profit.columns.${key}`),
        meta: { align: 'end' },
        cell: ({ row }) => <Amount value={row.original[key]} signed={key === 'profitLoss'} />,
      }),
    ),
  ];
  const totals = table.data?.footer;
  const footer: Partial<Record<string, ReactNode>> | undefined = totals
    ? Object.fromEntries(figures.map((key) => [key, <Amount key={key} value={totals[key]} signed={key === 'profitLoss'} />]))
    : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DateRangeFilter value={range} onChange={setRange} maxDays={RECORD_MAX_DAYS} />
      <ChartFigure
        range={range}
        days={chart.data?.list}
        total={chart.data?.footer?.profitLoss}
        pending={chart.isPending}
        error={chart.isError ? chart.error : null}
        onRetry={() => void chart.refetch()}
        title={t('profit.chartTitle', { tab: tabName })}
      />
      <RecordsTable
        caption={t('profit.caption', { tab: tabName })}
        columns={columns}
        query={table}
        page={page}
        onPage={setPage}
        rowKey={(row) => String(row.day)}
        footer={footer}
        emptyText={t('profit.empty')}
      />
    </div>
  );
}

function ChartFigure({
  range, days, total, pending, error, onRetry, title,
}: {
  range: DateRange; days: DailyProfit[] | undefined; total: number | undefined; pending: boolean; error: Error | null; onRetry: () => void; title: string;
}) {
  const t = useTranslations('Records.profit');
  const locale = useLocale();
  const { site } = useSite();
  const { format } = useBrandTime();
  if (pending) return <LoadingState />;
  if (error || !days) return <ErrorState error={error} onRetry={onRetry} />;
  const series = chartDays(range, days);
  const best = series.reduce((a, b) => (b.profitLoss > a.profitLoss ? b : a), series[0]!);
  const worst = series.reduce((a, b) => (b.profitLoss < a.profitLoss ? b : a), series[0]!);
  const money = (value: number) => formatAmount(value, site.currency, locale);
  const day = (ms: number) => format(ms, 'date');
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <ProfitChart days={series} />
      <p className="text-sm text-ink-muted">
        {days.length === 0
          ? t('chartEmpty')
          : t('chartSummary', {
              total: money(total ?? 0),
              best: money(best.profitLoss),
              bestDay: day(best.day),
              worst: money(worst.profitLoss),
              worstDay: day(worst.day),
            })}
      </p>
    </figure>
  );
}
