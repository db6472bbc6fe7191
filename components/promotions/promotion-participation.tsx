'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { buttonClasses } from '@/components/ui/button';
import type { PromotionActivityDto, PromotionStatus } from '@site/platform-contract/promotions';
import { useSite } from '@/lib/site/site-context';
import { isTrialType } from '@/lib/tenant/member-types';

/** A member's part, with its queries and forms, loads for members only: a visitor's page stays light. */
const MemberParticipation = dynamic(() => import('./member-participation').then((m) => m.MemberParticipation), {
  loading: () => <Checking />,
});

function Checking() {
  const t = useTranslations('Promotions.member');
  return (
    <p role="status" className="text-sm text-ink-muted">
      {t('loading')}
    </p>
  );
}

export interface ParticipationProps {
  title: string;
  status: PromotionStatus;
  activity: PromotionActivityDto;
  /** This page's path in its language: where a visitor comes back to after logging in. */
  returnTo: string;
}

/**
 * Taking part in a promotion (spec §4 "Activity states", §5 "Activity apply", §6 gating): a visitor is asked to log in
 * (and comes back here), a trial account is told to register, a member sees their state and what they can do now —
 * join, apply (the reward centre's apply form: comment and images), apply again after a refusal, claim an issued reward.
 */
export function PromotionParticipation(props: ParticipationProps) {
  const { loggedIn, memberType } = useSite();
  if (!loggedIn) return <VisitorPrompt {...props} />;
  if (isTrialType(memberType)) return <TrialPrompt />;
  return <MemberParticipation {...props} />;
}

function VisitorPrompt({ status, activity, returnTo }: ParticipationProps) {
  const t = useTranslations('Promotions.member');
  const { openLoginFor } = useLoginDialog();
  if (status !== 'in_process') return <p className="text-sm">{t(`hints.${status}`)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t('loginHint')}</p>
      <button type="button" className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })} onClick={() => openLoginFor(returnTo)}>
        {t('login')}
      </button>
      <span className="sr-only">{t(`hints.in_process_${activity.mode}`)}</span>
    </div>
  );
}

function TrialPrompt() {
  const t = useTranslations('Promotions.member');
  const { warnTrialAccount } = useLoginDialog();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t('trialHint')}</p>
      <button type="button" className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })} onClick={() => warnTrialAccount()}>
        {t('trial')}
      </button>
    </div>
  );
}
