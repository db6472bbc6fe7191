'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActivityCard } from '@/components/member-centre/rewards/activity-card';
import { ACTIVITY_FILTER_KEYS, inFilter, type ActivityFilter } from '@/components/member-centre/rewards/activity-status';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { useRewardActivities } from '@/lib/query/use-rewards-activities';
import { useSite } from '@/lib/site/site-context';

/** Reward centre (/member/rewardCenter): the member's activities with their state (spec §4), claim, join and apply (spec §5). REWCEN3 only. */
export default function RewardCentrePage() {
  const t = useTranslations('Rewards');
  const { site } = useSite();
  const activities = useRewardActivities();
  const [filter, setFilter] = useState<ActivityFilter>('all');
  // The time the states were computed at: what can be done now (apply again while the activity runs).
  const [now] = useState(() => Date.now());

  if (!site.features.rewardCentre) return <EmptyState>{t('unavailable')}</EmptyState>;

  const list = activities.data ?? [];
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
          <div role="group" aria-label={t('activities.filters.label')} className="flex flex-wrap gap-2">
            {ACTIVITY_FILTER_KEYS.map((key) => (
              <button key={key} type="button" className="chip" aria-pressed={filter === key} onClick={() => setFilter(key)}>
                {t(`activities.filters.${key}`)}
                <span className="tabular-nums opacity-80">({list.filter((a) => inFilter(a, key)).length})</span>
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState>{filter === 'all' ? t('activities.emptyAll') : t('activities.empty')}</EmptyState>
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
