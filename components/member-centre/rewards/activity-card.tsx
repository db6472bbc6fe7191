'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/data-display/amount';
import { DateTime } from '@/components/data-display/date-time';
import { StatusBadge } from '@/components/data-display/status-badge';
import { notify } from '@/components/system/toasts';
import { buttonClasses } from '@/components/ui/button';
import { GiftIcon } from '@/components/ui/icons/gift';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { useClaimActivity, useJoinActivity } from '@/lib/query/use-rewards-activities';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';
import { activityAction, STATE_TONE } from './activity-status';
import { ApplyDialog } from './apply-dialog';
import { rewardError } from './reward-errors';

/** One activity: what it is, its reward and dates, the member's state (spec §4) and what they can do now. */
export function ActivityCard({ activity, now }: { activity: ActivityDto; now: number }) {
  const t = useTranslations('Rewards');
  const { site } = useSite();
  const locale = useLocale();
  const claim = useClaimActivity();
  const join = useJoinActivity();
  const [applying, setApplying] = useState(false);
  const action = activityAction(activity, now);
  const headingId = `activity-${activity.id}`;

  const failed = (error: unknown) => {
    const refusal = rewardError(error);
    notify('error', refusal ? t(`errors.${refusal.key}`, refusal.values) : t('errors.generic'));
  };
  const onClaim = () =>
    claim.mutate(activity.id, {
      onSuccess: (result) => notify('success', t('activities.claimed', { amount: formatMoney(result.amount, site.currency, locale) })),
      onError: failed,
    });
  const onJoin = () =>
    join.mutate(activity.id, {
      onSuccess: () => notify('success', t('activities.joinedToast', { title: activity.title })),
      onError: failed,
    });

  const hint = HINTS[activity.state];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <span aria-hidden className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand-accent">
            <GiftIcon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={headingId} className="font-semibold break-words">
              {activity.title}
            </h3>
            <p className="text-xs text-ink-muted">{t(`categories.${activity.category}`)}</p>
          </div>
        </div>
        <StatusBadge tone={STATE_TONE[activity.state]}>{t(`states.${activity.state}`)}</StatusBadge>
      </div>
      <p className="text-sm text-ink-muted">{activity.description}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('activities.reward')}</dt>
        <dd className="font-semibold">
          <Amount value={activity.reward} />
        </dd>
        <dt className="text-ink-muted">{t('activities.period')}</dt>
        <dd>
          <DateTime value={activity.startsAt} dateOnly /> – <DateTime value={activity.endsAt} dateOnly />
        </dd>
        {activity.appliedAt !== null ? (
          <>
            <dt className="text-ink-muted">{activity.mode === 'join' ? t('activities.joinedAt') : t('activities.appliedAt')}</dt>
            <dd>
              <DateTime value={activity.appliedAt} />
            </dd>
          </>
        ) : null}
        {activity.claimedAt !== null ? (
          <>
            <dt className="text-ink-muted">{t('activities.claimedAt')}</dt>
            <dd>
              <DateTime value={activity.claimedAt} />
            </dd>
          </>
        ) : activity.decidedAt !== null ? (
          <>
            <dt className="text-ink-muted">{activity.state === 'rejected' ? t('activities.rejectedAt') : t('activities.issuedAt')}</dt>
            <dd>
              <DateTime value={activity.decidedAt} />
            </dd>
          </>
        ) : null}
        {activity.mode === 'apply' && activity.appliedAt !== null ? (
          <>
            <dt className="text-ink-muted">{t('activities.comment')}</dt>
            <dd className="break-words">
              {activity.comment ? activity.comment : <span className="text-ink-muted">{t('activities.noComment')}</span>}
              <span className="text-ink-muted"> · {t('activities.images', { count: activity.imageCount })}</span>
            </dd>
          </>
        ) : null}
      </dl>
      {hint ? <p className="text-sm">{t(`activities.hints.${hint}`)}</p> : null}
      {action ? (
        <div className="flex flex-wrap justify-end gap-2">
          {action === 'claim' ? (
            <button type="button" className={buttonClasses({ variant: 'primary' })} disabled={claim.isPending} aria-busy={claim.isPending || undefined} onClick={onClaim}>
              {claim.isPending ? t('activities.claiming') : t('activities.claim', { amount: formatMoney(activity.reward, site.currency, locale) })}
            </button>
          ) : action === 'join' ? (
            <button type="button" className={buttonClasses({ variant: 'primary' })} disabled={join.isPending} aria-busy={join.isPending || undefined} onClick={onJoin}>
              {join.isPending ? t('activities.joining') : t('activities.join')}
            </button>
          ) : (
            <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => setApplying(true)}>
              {action === 'applyAgain' ? t('activities.applyAgain') : t('activities.apply')}
            </button>
          )}
        </div>
      ) : null}
      {activity.mode === 'apply' && applying ? <ApplyDialog activity={activity} open={applying} onOpenChange={setApplying} /> : null}
    </li>
  );
}

/** A line under some states saying what happens next. */
const HINTS: Partial<Record<ActivityDto['state'], string>> = {
  coming_soon: 'comingSoon',
  joined: 'joined',
  applying: 'applying',
  issued: 'issued',
  rejected: 'rejected',
  closed: 'closed',
};
