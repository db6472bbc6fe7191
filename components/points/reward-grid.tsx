'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { Amount } from '@/components/data-display/amount';
import { StatusBadge } from '@/components/data-display/status-badge';
import { Button } from '@/components/ui/button';
import type { PointBalanceDto, PointRewardDto } from '@/lib/api/points';
import { usePointsRewards } from '@/lib/query/use-points-rewards';

// The dialog (its form, the payment password field) loads the first time a reward is chosen.
const RedeemDialog = dynamic(() => import('./redeem-dialog').then((m) => m.RedeemDialog));

/**
 * The rewards catalogue: one card per reward (its picture, name, what it gives, its price in points and what is left),
 * with a Redeem button that opens the payment-password dialog. A sold-out reward, or one the balance does not cover,
 * says why it cannot be redeemed.
 */
export function RewardGrid({ balance }: { balance: PointBalanceDto | undefined }) {
  const t = useTranslations('Points.rewards');
  const rewards = usePointsRewards();
  const [open, setOpen] = useState<PointRewardDto | null>(null);
  if (rewards.isPending) return <LoadingState />;
  if (rewards.isError) return <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()}>{t('loadFailed')}</ErrorState>;
  if (rewards.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <>
      <ul aria-label={t('title')} className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {rewards.data.map((reward) => (
          <li key={reward.id}>
            <RewardCard reward={reward} balance={balance} onRedeem={() => setOpen(reward)} />
          </li>
        ))}
      </ul>
      {open ? <RedeemDialog reward={open} balance={balance} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function RewardCard({ reward, balance, onRedeem }: { reward: PointRewardDto; balance: PointBalanceDto | undefined; onRedeem: () => void }) {
  const t = useTranslations('Points.rewards');
  const soldOut = reward.stock === 0;
  const short = balance ? Math.max(0, reward.points - balance.balance) : 0;
  return (
    // A phone shows a row per reward (a small picture beside the words); wider screens a grid of tall cards.
    <article className="flex h-full overflow-hidden rounded-2xl border border-line bg-surface-raised min-[480px]:flex-col">
      {/* The picture repeats what the name says: decorative. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={reward.imageUrl} alt="" width={400} height={300} loading="lazy" className="aspect-square w-24 shrink-0 self-start object-cover min-[480px]:aspect-[4/3] min-[480px]:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 min-[480px]:p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{reward.name}</h3>
          <StatusBadge tone={reward.kind === 'bonus' ? 'success' : 'info'}>{t(`kinds.${reward.kind}`)}</StatusBadge>
        </div>
        <p className="text-sm text-ink-muted">{reward.description}</p>
        {reward.amount !== null ? (
          <p className="text-sm">
            {t('gives')} <Amount value={reward.amount} className="font-semibold" />
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-lg font-bold tabular-nums">{t('points', { points: reward.points })}</p>
            <p className="text-xs text-ink-muted">
              {soldOut ? t('soldOut') : reward.stock === null ? t('unlimited') : t('stock', { count: reward.stock })}
            </p>
          </div>
          {short > 0 && !soldOut ? <p className="text-xs text-ink-muted">{t('needMore', { count: short })}</p> : null}
          <Button
            type="button"
            className="w-full"
            disabled={soldOut || short > 0}
            aria-haspopup="dialog"
            aria-label={soldOut ? undefined : t('redeemName', { name: reward.name })}
            onClick={onRedeem}
          >
            {soldOut ? t('soldOut') : t('redeem')}
          </Button>
        </div>
      </div>
    </article>
  );
}
