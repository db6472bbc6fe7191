'use client';
import { useTranslations } from 'next-intl';
import { GatedLink } from '@/components/account/gated-link';
import { useRegisterToUnlock } from '@/components/account/register-to-unlock';
import { buttonClasses } from '@/components/ui/button';
import { ArrowDownCircleIcon } from '@/components/ui/icons/arrow-down-circle';
import { ArrowUpCircleIcon } from '@/components/ui/icons/arrow-up-circle';
import { routeExists } from '@/lib/site-routes';
import { isTrialType } from '@/lib/tenant/member-types';
import { MessagesIndicator } from './messages-indicator';
import { ProfileMenu } from './profile-menu';
import { SessionClock } from './session-clock';
import { WalletBalance } from './wallet-balance';

/**
 * The header's member side: the session clock, balance, deposit and withdraw, messages and the account menu. A
 * free-demo (trial) account has no deposit, withdraw or messages: one "Register to unlock" takes their place.
 */
export function MemberActions({ memberType }: { memberType: number | null }) {
  const t = useTranslations('Header');
  const trial = isTrialType(memberType);
  return (
    <>
      <div className="max-sm:hidden">
        <SessionClock />
      </div>
      <WalletBalance />
      {trial ? (
        <RegisterToUnlockButton />
      ) : (
        <>
          {/* On phones deposit is in the bottom tab bar, withdraw in its account menu. */}
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
          {/* On phones the messages are in the tab bar's account menu, with their unread count. */}
          <div className="max-md:hidden">
            <MessagesIndicator />
          </div>
        </>
      )}
      {/* On phones the account menu is the bottom tab bar's Account tab. */}
      <div className="max-md:hidden">
        <ProfileMenu memberType={memberType} />
      </div>
    </>
  );
}

/** A free demo's way to everything it cannot use (on phones it is in the tab bar). */
function RegisterToUnlockButton() {
  const t = useTranslations('Header');
  const { available, unlock, busy } = useRegisterToUnlock();
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void unlock()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant: 'primary', size: 'sm', className: 'max-md:hidden' })}
    >
      {t('registerToUnlock')}
    </button>
  );
}
