'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/data-display/date-time';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { StatusBadge } from '@/components/data-display/status-badge';
import { useMissionLeaderboard } from '@/lib/query/use-rewards-missions';

/**
 * This week's leaderboard by mission points. The member's own row is marked by a "You" badge and their full name
 * (others are masked), not only by its tint; their rank is also said in words under the table.
 */
export function MissionLeaderboardTable() {
  const t = useTranslations('Rewards.leaderboard');
  const board = useMissionLeaderboard();
  if (board.isPending) return <LoadingState />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()}>{t('error')}</ErrorState>;
  const { list, me, end } = board.data;
  return (
    <div className="flex flex-col gap-3" aria-busy={board.isFetching || undefined}>
      <p className="text-sm text-ink-muted">
        {t('until')} <DateTime value={end - 1000} />
      </p>
      {list.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-surface-sunken text-xs text-ink-muted">
              <tr>
                <th scope="col" className="w-16 px-3 py-2.5 text-start font-semibold">{t('rank')}</th>
                <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('member')}</th>
                <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('points')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => (
                <tr
                  key={entry.rank}
                  aria-current={entry.me ? 'true' : undefined}
                  className={clsx('border-t border-line', entry.me && 'bg-brand/10 font-semibold shadow-[inset_3px_0_0_var(--brand-primary)]')}
                >
                  <td className="px-3 py-2.5 tabular-nums">{entry.rank}</td>
                  <td className="px-3 py-2.5">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="break-all">{entry.username}</span>
                      {entry.me ? <StatusBadge tone="info">{t('you')}</StatusBadge> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2.5 text-end tabular-nums">{entry.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm font-medium">{me.rank === null ? t('notRanked') : t('myRank', { rank: me.rank, points: me.points })}</p>
    </div>
  );
}
