'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { StatTiles } from '@/components/data-display/stat-tiles';
import { AGENT_REPORT_MAX_DAYS, type TeamFiguresDto } from '@/lib/api/agent/paths';
import { initialRange, type DateRange } from '@/lib/member-centre/date-range';
import { useBrandTime } from '@/lib/site/use-brand-time';
import { useTeamOverview } from '@/lib/query/use-agent-team';

const TeamChart = dynamic(() => import('../team-chart'), { ssr: false, loading: () => <LoadingState /> });

/** Counts first, then the money (records.md "Team overview figures"). */
const COUNTS: (keyof TeamFiguresDto)[] = ['teamSize', 'newMembers', 'activeMembers'];
const MONEY: (keyof TeamFiguresDto)[] = [
  'teamBalance', 'deposit', 'withdraw', 'betting', 'validBet', 'winning', 'rebate', 'salary', 'dividend', 'promotion', 'vendorFee', 'depositFee', 'profitLoss',
];

/** Team overview (/agent/agentTeamOverview, the default page): the team's figures over a period, a chart per day, its size by level. */
export default function TeamOverviewPage() {
  const t = useTranslations('AgentCentre.overview');
  const { offsetMinutes } = useBrandTime();
  const [range, setRange] = useState<DateRange>(() => initialRange(offsetMinutes));
  const query = useTeamOverview({ from: range.from, to: range.to });

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('title')}>
        <DateRangeFilter value={range} onChange={setRange} maxDays={AGENT_REPORT_MAX_DAYS} />
        {query.isPending ? (
          <LoadingState />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <StatTiles
            className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            busy={query.isFetching}
            items={[...COUNTS, ...MONEY].map((key) => ({
              key,
              label: t(`figures.${key}`),
              value: COUNTS.includes(key) ? query.data.figures[key] : <Amount value={query.data.figures[key]} signed={key === 'profitLoss'} />,
            }))}
          />
        )}
      </SectionCard>
      <SectionCard title={t('chartTitle')}>
        {query.data ? (
          query.data.series.length === 0 ? (
            <EmptyState>{t('chartEmpty')}</EmptyState>
          ) : (
            <figure className="flex min-w-0 flex-col gap-2">
              <TeamChart series={query.data.series} />
              <figcaption className="text-sm text-ink-muted">
                {t('chartSummary', { days: query.data.series.length })}
              </figcaption>
            </figure>
          )
        ) : query.isPending ? (
          <LoadingState />
        ) : null}
      </SectionCard>
      <SectionCard title={t('levelsTitle')}>
        {query.data ? (
          query.data.sizeByLevel.length === 0 ? (
            <EmptyState>{t('levelsEmpty')}</EmptyState>
          ) : (
            <table className="w-full max-w-md text-sm">
              <caption className="sr-only">{t('levelsTitle')}</caption>
              <thead className="bg-surface-sunken text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">{t('level')}</th>
                  <th scope="col" className="px-3 py-2 text-end">{t('members')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.sizeByLevel.map((row) => (
                  <tr key={row.level} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 text-start font-medium">{t('levelN', { level: row.level })}</th>
                    <td className="px-3 py-2 text-end tabular-nums">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : query.isPending ? (
          <LoadingState />
        ) : null}
      </SectionCard>
    </div>
  );
}
