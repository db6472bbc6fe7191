'use client';
import { useTranslations } from 'next-intl';
import { ProfileForm } from '@/components/member-centre/account/profile-form';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { useAccountProfile } from '@/lib/query/use-account-profile';

/** profile: the member's personal details. */
export default function ProfilePage() {
  const t = useTranslations('MemberAccount.profile');
  const profile = useAccountProfile();
  return (
    <SectionCard title={t('title')} description={t('intro')}>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()}>
          {t('error')}
        </ErrorState>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SectionCard>
  );
}
