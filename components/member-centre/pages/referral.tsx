'use client';
import { useTranslations } from 'next-intl';
import { InviteLink } from '@/components/member-centre/rewards/invite-link';
import { ReferralEarningsTable, ReferralFriendsTable } from '@/components/member-centre/rewards/referral-tables';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
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
        {summary.isPending ? (
          <LoadingState />
        ) : summary.isError ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()}>
            {t('error')}
          </ErrorState>
        ) : (
          <>
            <InviteLink code={summary.data.referralCode} />
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[
                { label: t('friendsCount'), value: <span className="tabular-nums">{summary.data.friends}</span> },
                { label: t('depositedCount'), value: <span className="tabular-nums">{summary.data.depositedFriends}</span> },
                { label: t('totalEarnings'), value: <Amount value={summary.data.totalEarnings} /> },
                { label: t('recentEarnings'), value: <Amount value={summary.data.last30DaysEarnings} /> },
              ].map((item) => (
                <div key={item.label} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
                  <dt className="text-xs text-ink-muted">{item.label}</dt>
                  <dd className="text-lg font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
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
