'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { RecordsTable } from '@/components/data-display/records-table';
import { betFooter, useBetColumns } from '@/components/member-centre/records/bet-columns';
import { CategoryTabsList } from '@/components/member-centre/records/category-tabs';
import { DecimalsToggle, SelectFilter, type Decimals } from '@/components/member-centre/records/report-filters';
import { useReportRange } from '@/components/data-display/use-report-range';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { RECORD_MAX_DAYS, type BetCategory, type BetTab } from '@/lib/api/centre/records';
import { useRecordsBetTabs } from '@/lib/query/use-records-bet-tabs';
import { useRecordsBets } from '@/lib/query/use-records-bets';

/** The betting record (/member/personalHistoryCopy): the member's bets by category, vendor and period, with totals. */
export default function BettingRecordPage() {
  const t = useTranslations('Records');
  const tabs = useRecordsBetTabs();
  const [chosen, setChosen] = useState<BetCategory | null>(null);

  let body;
  if (tabs.isPending) body = <LoadingState />;
  else if (tabs.isError) body = <ErrorState error={tabs.error} onRetry={() => void tabs.refetch()} />;
  else if (tabs.data.length === 0) body = <EmptyState>{t('bets.noCategories')}</EmptyState>;
  else {
    const category = tabs.data.some((tab) => tab.category === chosen) ? chosen! : tabs.data[0]!.category;
    body = (
      <Tabs value={category} onValueChange={(value) => setChosen(value as BetCategory)} className="flex min-w-0 flex-col gap-4">
        <CategoryTabsList label={t('bets.tabs')} tabs={tabs.data.map((tab) => ({ value: tab.category, label: t(`categories.${tab.category}`) }))} />
        {tabs.data.map((tab) => (
          <TabsContent key={tab.category} value={tab.category}>
            <CategoryBets tab={tab} />
          </TabsContent>
        ))}
      </Tabs>
    );
  }
  return <SectionCard title={t('bets.title')}>{body}</SectionCard>;
}

function CategoryBets({ tab }: { tab: BetTab }) {
  const t = useTranslations('Records');
  const { range, setRange, page, setPage, resetPage } = useReportRange();
  const [vendor, setVendor] = useState('');
  const [decimals, setDecimals] = useState<Decimals>(2);
  const lottery = tab.category === 'LOTT' || tab.category === 'ELOTT';
  const columns = useBetColumns(lottery, decimals);
  const query = useRecordsBets({ category: tab.category, vendor: vendor || undefined, from: range.from, to: range.to, page });
  const categoryName = t(`categories.${tab.category}`);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <SelectFilter
          label={t('filters.vendor')}
          allLabel={t('filters.allVendors')}
          value={vendor}
          onChange={(value) => {
            setVendor(value);
            resetPage();
          }}
          options={tab.vendors.map((v) => ({ value: v.vassalage, label: v.name }))}
        />
        <DateRangeFilter value={range} onChange={setRange} maxDays={RECORD_MAX_DAYS} />
        <DecimalsToggle value={decimals} onChange={setDecimals} />
      </div>
      <RecordsTable
        caption={t('bets.caption', { category: categoryName })}
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        rowKey={(row) => row.orderNo}
        footer={betFooter(query.data?.footer, decimals)}
        emptyText={t('bets.empty')}
      />
    </div>
  );
}
