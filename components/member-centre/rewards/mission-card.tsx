'use client';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@/components/data-display/amount';
import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';
import { notify } from '@/components/system/toasts';
import { buttonClasses } from '@/components/ui/button';
import { TrophyIcon } from '@/components/ui/icons/trophy';
import type { MissionDto, MissionStatus } from '@/lib/api/centre/rewards';
import { formatMoney } from '@/lib/format/money';
import { useClaimMission } from '@/lib/query/use-rewards-missions';
import { useSite } from '@/lib/site/site-context';
import { rewardError } from './reward-errors';

const STATUS_TONE: Record<MissionStatus, StatusTone> = { in_progress: 'info', complete: 'success', claimed: 'neutral' };

const isAmount = (mission: MissionDto) => mission.metric === 'valid_bet' || mission.metric === 'deposit_amount';

/** One mission: what to do, a progress bar with its figures in words, the reward, and Claim once it is complete. */
export function MissionCard({ mission }: { mission: MissionDto }) {
  const t = useTranslations('Rewards.missions');
  const te = useTranslations('Rewards.errors');
  const { site } = useSite();
  const locale = useLocale();
  const claim = useClaimMission();
  const headingId = `mission-${mission.id}`;
  const figure = (value: number) => (isAmount(mission) ? formatAmount(value, site.currency, locale) : new Intl.NumberFormat(locale).format(value));
  const done = Math.min(mission.progress, mission.target);
  const percent = Math.floor((done / mission.target) * 100);
  const progressText = t('progress', { progress: figure(mission.progress), target: figure(mission.target) });
  const title = t(`titles.${mission.metric}`, { count: mission.target, amount: figure(mission.target) });

  const onClaim = () =>
    claim.mutate(mission.id, {
      onSuccess: (result) => notify('success', t('claimed', { amount: formatMoney(result.amount, site.currency, locale), points: result.mission.points })),
      onError: (error) => {
        const refusal = rewardError(error);
        notify('error', refusal ? te(refusal.key, refusal.values) : te('generic'));
      },
    });

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <span aria-hidden className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand-accent">
            <TrophyIcon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h4 id={headingId} className="font-semibold break-words">
              {title}
            </h4>
            <p className="text-xs text-ink-muted">
              {t('reward', { amount: formatMoney(mission.reward, site.currency, locale), points: mission.points })}
            </p>
          </div>
        </div>
        <StatusBadge tone={STATUS_TONE[mission.status]}>{t(`status.${mission.status}`)}</StatusBadge>
      </div>
      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-labelledby={headingId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText}
          className="h-2.5 overflow-hidden rounded-full bg-surface-sunken"
        >
          <div className={clsx('h-full rounded-full', mission.status === 'in_progress' ? 'bg-brand' : 'bg-success')} style={{ width: `${percent}%` }} />
        </div>
        <p className="flex justify-between gap-2 text-sm tabular-nums">
          <span>{progressText}</span>
          <span className="text-ink-muted">{t('percent', { percent })}</span>
        </p>
      </div>
      {mission.status === 'complete' ? (
        <div className="flex justify-end">
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            disabled={claim.isPending}
            aria-busy={claim.isPending || undefined}
            aria-describedby={headingId}
            onClick={onClaim}
          >
            {claim.isPending ? t('claiming') : t('claim')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
