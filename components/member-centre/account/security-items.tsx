'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { IslandMessages } from '@/components/i18n/island-messages';
import { SectionCard } from '@/components/data-display/section-card';
import { StatusBadge } from '@/components/data-display/status-badge';
import { Button } from '@/components/ui/button';
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon } from './security-icons';
import type { AccountOverviewDto } from '@/lib/api/centre/account';
import { useBrandTime } from '@/lib/site/use-brand-time';

const ChangePasswordDialog = dynamic(() => import('@/components/account/change-password-dialog').then((m) => m.ChangePasswordDialog));
const PaymentPasswordDialog = dynamic(() => import('./payment-password-dialog').then((m) => m.PaymentPasswordDialog));
const BindMobileDialog = dynamic(() => import('./bind-mobile-dialog').then((m) => m.BindMobileDialog));
const BindEmailDialog = dynamic(() => import('./bind-email-dialog').then((m) => m.BindEmailDialog));

type Open = 'login' | 'payment' | 'mobile' | 'email' | null;

/** The dialogs use the password, SMS and dial-code texts of the account popups, loaded when one opens. */
const DIALOG_FILES = ['account', 'auth', 'verification'] as const;

function SecurityItem({
  icon,
  name,
  state,
  value,
  action,
}: {
  icon: ReactNode;
  name: string;
  state: ReactNode;
  value?: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{name}</h3>
          {state}
        </div>
        {value ? <p className="text-sm break-words text-ink-muted">{value}</p> : null}
      </div>
      <div className="ms-auto shrink-0">{action}</div>
    </li>
  );
}

/** Security: each item with its state (in words and colour) and what can be done with it. */
export function SecurityItems({ overview }: { overview: AccountOverviewDto }) {
  const t = useTranslations('MemberAccount');
  const { format } = useBrandTime();
  const [open, setOpen] = useState<Open>(null);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const s = overview.security;
  const action = (label: string, item: string, kind: 'change' | 'set' | 'bind', target: Exclude<Open, null>) => (
    <Button
      variant={kind === 'change' ? 'secondary' : 'primary'}
      size="sm"
      className="min-h-10 min-w-20"
      aria-label={t(kind === 'change' ? 'security.changeItem' : kind === 'set' ? 'security.setItem' : 'security.bindItem', { item })}
      onClick={() => setOpen(target)}
    >
      {label}
    </Button>
  );
  const badge = (on: boolean, onText: string, offText: string) => (
    <StatusBadge tone={on ? 'success' : 'warning'}>{on ? onText : offText}</StatusBadge>
  );

  return (
    <SectionCard title={t('security.title')} description={t('security.description')}>
      <ul className="flex flex-col divide-y divide-line">
        <SecurityItem
          icon={<LockIcon className="size-5" />}
          name={t('security.loginPassword')}
          state={badge(true, t('security.set'), t('security.notSet'))}
          value={t('security.loginPasswordState', { date: format(s.passwordChangedAt, 'date') })}
          action={action(t('security.change'), t('security.loginPassword'), 'change', 'login')}
        />
        <SecurityItem
          icon={<ShieldIcon className="size-5" />}
          name={t('security.paymentPassword')}
          state={badge(s.paymentPasswordSet, t('security.set'), t('security.notSet'))}
          value={t('security.paymentPasswordHint')}
          action={
            s.paymentPasswordSet
              ? action(t('security.change'), t('security.paymentPassword'), 'change', 'payment')
              : action(t('security.setAction'), t('security.paymentPassword'), 'set', 'payment')
          }
        />
        <SecurityItem
          icon={<PhoneIcon className="size-5" />}
          name={t('security.mobile')}
          state={badge(s.mobile !== null, t('security.bound'), t('security.notBound'))}
          value={s.mobile ? <span dir="ltr">{s.mobile}</span> : null}
          action={
            s.mobile
              ? action(t('security.change'), t('security.mobile'), 'change', 'mobile')
              : action(t('security.bind'), t('security.mobile'), 'bind', 'mobile')
          }
        />
        <SecurityItem
          icon={<MailIcon className="size-5" />}
          name={t('security.email')}
          state={badge(s.email !== null, t('security.bound'), t('security.notBound'))}
          value={s.email ? <span dir="ltr">{s.email}</span> : null}
          action={
            s.email
              ? action(t('security.change'), t('security.email'), 'change', 'email')
              : action(t('security.bind'), t('security.email'), 'bind', 'email')
          }
        />
      </ul>
      {open ? (
        <IslandMessages files={DIALOG_FILES}>
          {open === 'login' ? <ChangePasswordDialog open onOpenChange={close} onChanged={() => setOpen(null)} /> : null}
          {open === 'payment' ? <PaymentPasswordDialog open onOpenChange={close} mode={s.paymentPasswordSet ? 'change' : 'set'} /> : null}
          {open === 'mobile' ? <BindMobileDialog open onOpenChange={close} current={s.mobile} /> : null}
          {open === 'email' ? <BindEmailDialog open onOpenChange={close} current={s.email} /> : null}
        </IslandMessages>
      ) : null}
    </SectionCard>
  );
}
