'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActivityCard } from '@/components/member-centre/rewards/activity-card';
import { ACTIVITY_FILTER_KEYS, inFilter, type ActivityFilter } from '@/components/member-centre/rewards/activity-status';
import { DateRangeFilter } from '@/components/data-display/date-range-filter';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { overlapsRange, type DateRange } from '@/lib/member-centre/date-range';
import { useRewardActivities } from '@/lib/query/use-rewards-activities';
import { useSite } from '@/lib/site/site-context';

/** How long a chosen period of the activities may be. */
const PERIOD_MAX_DAYS = 60;

/**
 * Reward centre (/member/rewardCenter): the member's activities with their state (spec §4), claim, join and apply
 * (spec §5), narrowed to those running in a period (any time, or the previous or next 7 or 30 days: spec §9 "Date
 * presets") and by state. REWCEN3 only.
 */
export default function RewardCentrePage() {
  const t = useTranslations('Rewards');
  const { site } = useSite();
  const activities = useRewardActivities();
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const [period, setPeriod] = useState<DateRange | null>(null);
  // The time the states were computed at: what can be done now (apply again while the activity runs).
  const [now] = useState(() => Date.now());

  if (!site.features.rewardCentre) return <EmptyState>{t('unavailable')}</EmptyState>;

  const all = activities.data ?? [];
  const list = period ? all.filter((a) => overlapsRange(a.startsAt, a.endsAt, period)) : all;
  const shown = list.filter((a) => inFilter(a, filter));
  return (
    <SectionCard title={t('activities.title')} description={t('activities.description')}>
      {activities.isPending ? (
        <LoadingState />
      ) : activities.isError && !activities.data ? (
        <ErrorState error={activities.error} onRetry={() => void activities.refetch()}>
          {t('activities.error')}
        </ErrorState>
      ) : (
        <>
          <DateRangeFilter value={period} onChange={setPeriod} maxDays={PERIOD_MAX_DAYS} ahead anyTime />
          <div role="group" aria-label={t('activities.filters.label')} className="flex flex-wrap gap-2">
            {ACTIVITY_FILTER_KEYS.map((key) => (
              <button key={key} type="button" className="chip" aria-pressed={filter === key} onClick={() => setFilter(key)}>
                {t(`activities.filters.${key}`)}
                <span className="tabular-nums opacity-80">({list.filter((a) => inFilter(a, key)).length})</span>
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState>{filter === 'all' && !period ? t('activities.emptyAll') : t('activities.empty')}</EmptyState>
          ) : (
            <ul aria-label={t('activities.listLabel')} aria-busy={activities.isFetching || undefined} className="grid gap-3 lg:grid-cols-2">
              {shown.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </SectionCard>
  );
}
