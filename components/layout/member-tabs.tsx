'use client';
import { useTranslations } from 'next-intl';
import { GatedLink } from '@/components/account/gated-link';
import { WalletIcon } from '@/components/ui/icons';
import { routeExists } from '@/lib/site-routes';
import { ProfileMenu } from './header/profile-menu';
import { TabContent, tabClass } from './tab-bar-item';

/** The tab bar's member side: Deposit one tap away (gated: trial accounts are told to register) and Account. */
export function MemberTabs({ memberType }: { memberType: number | null }) {
  const t = useTranslations('TabBar');
  return (
    <>
      {routeExists('/member/depositv2') ? (
        <GatedLink href="/member/depositv2" className={tabClass}>
          <TabContent icon={WalletIcon} label={t('deposit')} highlight />
        </GatedLink>
      ) : null}
      <ProfileMenu memberType={memberType} variant="tab" />
    </>
  );
}
