'use client';
import { useTranslations } from 'next-intl';
import { InviteLink } from '@/components/member-centre/rewards/invite-link';
import { ReferralEarningsTable, ReferralFriendsTable } from '@/components/member-centre/rewards/referral-tables';
import { Amount } from '@/components/member-centre/shared/amount';
import { CentreSection } from '@/components/member-centre/shared/centre-section';
import { EmptyState, QueryStates } from '@/components/member-centre/shared/centre-states';
import { StatTiles } from '@/components/member-centre/shared/stat-tiles';
import { useReferralAvailable, useReferralSummary } from '@/lib/query/use-rewards-referral';

/** referral (invite and earn, spec §6): the invite link and its QR code, the friends invited, the earnings. */
export default function ReferralPage() {
  const t = useTranslations('Rewards.referral');
  const available = useReferralAvailable();
  const summary = useReferralSummary();

  if (!available) return <EmptyState>{t('unavailable')}</EmptyState>;

  return (
    <div className="flex flex-col gap-5">
      <CentreSection title={t('inviteTitle')} description={t('inviteDescription')}>
        <QueryStates query={summary} error={t('error')}>
          {(data) => (
            <>
              <InviteLink code={data.referralCode} />
              <StatTiles
                className="grid-cols-2 lg:grid-cols-4"
                items={[
                  { key: 'friends', label: t('friendsCount'), value: data.friends },
                  { key: 'deposited', label: t('depositedCount'), value: data.depositedFriends },
                  { key: 'total', label: t('totalEarnings'), value: <Amount value={data.totalEarnings} /> },
                  { key: 'recent', label: t('recentEarnings'), value: <Amount value={data.last30DaysEarnings} /> },
                ]}
              />
            </>
          )}
        </QueryStates>
      </CentreSection>
      <CentreSection title={t('friendsTitle')}>
        <ReferralFriendsTable />
      </CentreSection>
      <CentreSection title={t('earningsTitle')}>
        <ReferralEarningsTable />
      </CentreSection>
    </div>
  );
}
