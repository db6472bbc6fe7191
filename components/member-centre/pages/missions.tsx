'use client';
import { useTranslations } from 'next-intl';
import { MissionCard } from '@/components/member-centre/rewards/mission-card';
import { MissionLeaderboardTable } from '@/components/member-centre/rewards/mission-leaderboard-table';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { useMissionSummary } from '@/lib/query/use-rewards-missions';

/** Missions (/member/missionLeaderboard): today's and this week's missions with progress and claim, and the week's leaderboard. */
export default function MissionsPage() {
  const t = useTranslations('Rewards.missions');
  const summary = useMissionSummary();

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('title')} description={t('description')}>
        {summary.isPending ? (
          <LoadingState />
        ) : summary.isError ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()}>
            {t('error')}
          </ErrorState>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3">
              {[
                { label: t('open'), value: summary.data.openCount },
                { label: t('claimable'), value: summary.data.claimableCount },
                { label: t('weekPoints'), value: summary.data.weekPoints },
              ].map((item) => (
                <div key={item.label} className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-3">
                  <dt className="text-xs text-ink-muted">{item.label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
            {summary.data.periods.map((period) => (
              <section key={period.period} aria-labelledby={`missions-${period.period}`} className="flex flex-col gap-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`missions-${period.period}`} className="font-semibold">
                    {t(`periods.${period.period}`)}
                  </h3>
                  <p className="text-xs text-ink-muted">
                    {t('resets')} <DateTime value={period.end} />
                  </p>
                </div>
                {period.missions.length === 0 ? (
                  <EmptyState>{t('empty')}</EmptyState>
                ) : (
                  <ul className="grid gap-3 lg:grid-cols-2" aria-busy={summary.isFetching || undefined}>
                    {period.missions.map((mission) => (
                      <MissionCard key={mission.id} mission={mission} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </SectionCard>
      <SectionCard title={t('leaderboardTitle')} description={t('leaderboardDescription')}>
        <MissionLeaderboardTable />
      </SectionCard>
    </div>
  );
}
