'use client';
import { useTranslations } from 'next-intl';
import { GatedLink } from '@/components/account/gated-link';
import { buttonClasses } from '@/components/ui/button';
import { ArrowDownCircleIcon, ArrowUpCircleIcon } from '@/components/ui/icons';
import { routeExists } from '@/lib/site-routes';
import { MessagesIndicator } from './messages-indicator';
import { ProfileMenu } from './profile-menu';
import { SessionClock } from './session-clock';
import { WalletBalance } from './wallet-balance';

/** The header's member side: the session clock, balance, deposit and withdraw, messages and the account menu. */
export function MemberActions({ memberType }: { memberType: number | null }) {
  const t = useTranslations('Header');
  return (
    <>
      <div className="max-sm:hidden">
        <SessionClock />
      </div>
      <WalletBalance />
      {/* On phones deposit is in the bottom tab bar, withdraw in its account menu. */}
      {/* Gated: a trial account is told to register first (spec §6). */}
      {routeExists('/member/depositv2') ? (
        <GatedLink href="/member/depositv2" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'max-md:hidden' })}>
          <ArrowDownCircleIcon className="hidden h-4 w-4 2xl:block" />
          {t('deposit')}
        </GatedLink>
      ) : null}
      {routeExists('/member/withdraw') ? (
        <GatedLink href="/member/withdraw" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'max-md:hidden' })}>
          <ArrowUpCircleIcon className="hidden h-4 w-4 2xl:block" />
          {t('withdraw')}
        </GatedLink>
      ) : null}
      <MessagesIndicator />
      {/* On phones the account menu is the bottom tab bar's Account tab. */}
      <div className="max-md:hidden">
        <ProfileMenu memberType={memberType} />
      </div>
    </>
  );
}
