'use client';
import { useTranslations } from 'next-intl';
import { RankLevels, RankProgress } from '@/components/member-centre/account/rank-levels';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { usePlayerRank } from '@/lib/query/use-account-rank';

/** VIP rank (/member/playerRank): the member's VIP level, the way to the next one, and every level with its club label and benefits. */
export default function PlayerRankPage() {
  const t = useTranslations('MemberAccount.rank');
  const rank = usePlayerRank();
  if (rank.isPending) return <LoadingState />;
  if (rank.isError) {
    return (
      <ErrorState error={rank.error} onRetry={() => void rank.refetch()}>
        {t('error')}
      </ErrorState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SectionCard title={t('title')}>
        <RankProgress rank={rank.data} />
      </SectionCard>
      <SectionCard title={t('levelsTitle')}>
        <RankLevels rank={rank.data} />
      </SectionCard>
    </div>
  );
}
