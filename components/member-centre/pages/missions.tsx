'use client';
import { useTranslations } from 'next-intl';
import { MissionCard } from '@/components/member-centre/rewards/mission-card';
import { MissionLeaderboardTable } from '@/components/member-centre/rewards/mission-leaderboard-table';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { EmptyState, QueryStates } from '@/components/data-display/data-states';
import { StatTiles } from '@/components/data-display/stat-tiles';
import { useMissionSummary } from '@/lib/query/use-rewards-missions';

/** Missions (/member/missionLeaderboard): today's and this week's missions with progress and claim, and the week's leaderboard. */
export default function MissionsPage() {
  const t = useTranslations('Rewards.missions');
  const summary = useMissionSummary();

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('title')} description={t('description')}>
        <QueryStates query={summary} error={t('error')}>
          {(data) => (
            <>
              <StatTiles
                className="grid-cols-3"
                items={[
                  { key: 'open', label: t('open'), value: data.openCount },
                  { key: 'claimable', label: t('claimable'), value: data.claimableCount },
                  { key: 'weekPoints', label: t('weekPoints'), value: data.weekPoints },
                ]}
              />
              {data.periods.map((period) => (
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
        </QueryStates>
      </SectionCard>
      <SectionCard title={t('leaderboardTitle')} description={t('leaderboardDescription')}>
        <MissionLeaderboardTable />
      </SectionCard>
    </div>
  );
}
