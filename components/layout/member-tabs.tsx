'use client';
import { useTranslations } from 'next-intl';
import { GatedLink } from '@/components/account/gated-link';
import { useRegisterToUnlock } from '@/components/account/register-to-unlock';
import { LockIcon } from '@/components/ui/icons/lock';
import { WalletIcon } from '@/components/ui/icons/wallet';
import { routeExists } from '@/lib/site-routes';
import { isTrialType } from '@/lib/tenant/member-types';
import { ProfileMenu } from './header/profile-menu';
import { TabContent, tabClass } from './tab-bar-item';

/**
 * The tab bar's member side: Deposit one tap away and Account. A free-demo (trial) account, which cannot deposit, gets
 * "Register to unlock" in Deposit's place.
 */
export function MemberTabs({ memberType }: { memberType: number | null }) {
  const t = useTranslations('TabBar');
  const unlock = useRegisterToUnlock();
  const trial = isTrialType(memberType);
  return (
    <>
      {trial ? (
        unlock.available ? (
          <button
            type="button"
            onClick={() => void unlock.unlock()}
            disabled={unlock.busy}
            aria-busy={unlock.busy || undefined}
            aria-label={t('registerToUnlock')}
            className={tabClass}
          >
            <TabContent icon={LockIcon} label={t('register')} highlight />
          </button>
        ) : null
      ) : routeExists('/member/depositv2') ? (
        <GatedLink href="/member/depositv2" className={tabClass}>
          <TabContent icon={WalletIcon} label={t('deposit')} highlight />
        </GatedLink>
      ) : null}
      <ProfileMenu memberType={memberType} variant="tab" />
    </>
  );
}
