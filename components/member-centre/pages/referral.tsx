'use client';
import { useTranslations } from 'next-intl';
import { InviteLink } from '@/components/member-centre/rewards/invite-link';
import { ReferralEarningsTable, ReferralFriendsTable } from '@/components/member-centre/rewards/referral-tables';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, QueryStates } from '@/components/data-display/data-states';
import { StatTiles } from '@/components/data-display/stat-tiles';
import { useReferralAvailable, useReferralSummary } from '@/lib/query/use-rewards-referral';

/** referral (invite and earn, spec §6): the invite link and its QR code, the friends invited, the earnings. */
export default function ReferralPage() {
  const t = useTranslations('Rewards.referral');
  const available = useReferralAvailable();
  const summary = useReferralSummary();

  if (!available) return <EmptyState>{t('unavailable')}</EmptyState>;

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('inviteTitle')} description={t('inviteDescription')}>
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
      </SectionCard>
      <SectionCard title={t('friendsTitle')}>
        <ReferralFriendsTable />
      </SectionCard>
      <SectionCard title={t('earningsTitle')}>
        <ReferralEarningsTable />
      </SectionCard>
    </div>
  );
}
