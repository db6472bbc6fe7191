'use client';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateTime } from '@/components/data-display/date-time';
import { StatusBadge } from '@/components/data-display/status-badge';
import { activityAction, STATE_TONE } from '@/components/member-centre/rewards/activity-status';
import { rewardError } from '@/components/member-centre/rewards/reward-errors';
import { notify } from '@/components/system/toasts';
import { buttonClasses } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { formatMoney } from '@/lib/format/money';
import { useClaimActivity, useJoinActivity } from '@/lib/query/use-rewards-activities';
import { usePromotionActivities } from '@/lib/query/use-promotion-activities';
import { useSite } from '@/lib/site/site-context';
import type { ParticipationProps } from './promotion-participation';

/** The reward centre's apply form (comment and images), loaded when a member opens it. */
const ApplyDialog = dynamic(() => import('@/components/member-centre/rewards/apply-dialog').then((m) => m.ApplyDialog));

/** A member's state of the promotion's activity and what they can do now (join, apply, apply again, claim). */
export function MemberParticipation({ title, activity: promoted }: ParticipationProps) {
  const t = useTranslations('Promotions.member');
  const query = usePromotionActivities();
  const [now] = useState(() => Date.now());
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('error')}</span>
        <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })} onClick={() => void query.refetch()}>
          <RefreshIcon className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  }
  const activity = query.data.find((a) => a.id === promoted.id);
  // Taken down since the page was rendered: nothing to take part in any more.
  if (!activity) return <p className="text-sm">{t('hints.closed')}</p>;
  return <MemberState activity={{ ...activity, title }} now={now} />;
}

function MemberState({ activity, now }: { activity: ActivityDto; now: number }) {
  const t = useTranslations('Promotions.member');
  const tr = useTranslations('Rewards');
  const { site } = useSite();
  const locale = useLocale();
  const claim = useClaimActivity();
  const join = useJoinActivity();
  const [applying, setApplying] = useState(false);
  const action = activityAction(activity, now);
  const amount = formatMoney(activity.reward, site.currency, locale);

  const failed = (error: unknown) => {
    const refusal = rewardError(error);
    notify('error', refusal ? tr(`errors.${refusal.key}`, refusal.values) : tr('errors.generic'));
  };
  const onClaim = () =>
    claim.mutate(activity.id, { onSuccess: (result) => notify('success', t('claimedToast', { amount: formatMoney(result.amount, site.currency, locale) })), onError: failed });
  const onJoin = () => join.mutate(activity.id, { onSuccess: () => notify('success', t('joinedToast', { title: activity.title })), onError: failed });

  const hint =
    activity.state === 'in_process' ? `in_process_${activity.mode}` : activity.state === 'rejected' && action === null ? 'rejected_ended' : activity.state;
  const decidedLabel = activity.state === 'rejected' ? t('reviewedOn') : null;

  return (
    <div className="flex flex-col gap-3">
      {/* The state and its hint are read out when they change (a join, an application, a claim). */}
      <div aria-live="polite" className="flex flex-col gap-2">
        <p>
          <StatusBadge tone={STATE_TONE[activity.state]}>{t('yourState', { state: t(`state.${activity.state}`) })}</StatusBadge>
        </p>
        <p className="text-sm">{t(`hints.${hint}`)}</p>
      </div>
      {activity.appliedAt !== null ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{activity.mode === 'join' ? t('joinedOn') : t('appliedOn')}</dt>
          <dd>
            <DateTime value={activity.appliedAt} />
          </dd>
          {activity.claimedAt !== null ? (
            <>
              <dt className="text-ink-muted">{t('claimedOn')}</dt>
              <dd>
                <DateTime value={activity.claimedAt} />
              </dd>
            </>
          ) : decidedLabel && activity.decidedAt !== null ? (
            <>
              <dt className="text-ink-muted">{decidedLabel}</dt>
              <dd>
                <DateTime value={activity.decidedAt} />
              </dd>
            </>
          ) : null}
          {activity.mode === 'apply' ? (
            <>
              <dt className="text-ink-muted">{t('yourComment')}</dt>
              <dd className="break-words">
                {activity.comment ? activity.comment : <span className="text-ink-muted">{t('noComment')}</span>}
                <span className="text-ink-muted"> · {t('images', { count: activity.imageCount })}</span>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {action === 'claim' ? (
        <button type="button" className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })} disabled={claim.isPending} aria-busy={claim.isPending || undefined} onClick={onClaim}>
          {claim.isPending ? t('claiming') : t('claim', { amount })}
        </button>
      ) : action === 'join' ? (
        <button type="button" className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })} disabled={join.isPending} aria-busy={join.isPending || undefined} onClick={onJoin}>
          {join.isPending ? t('joining') : t('join')}
        </button>
      ) : action === 'apply' || action === 'applyAgain' ? (
        <button type="button" className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })} onClick={() => setApplying(true)}>
          {action === 'applyAgain' ? t('applyAgain') : t('apply')}
        </button>
      ) : null}
      {applying ? <ApplyDialog activity={activity} open={applying} onOpenChange={setApplying} /> : null}
    </div>
  );
}
