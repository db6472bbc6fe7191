'use client';
import { useTranslations } from 'next-intl';
import { ProfileForm } from '@/components/member-centre/account/profile-form';
import { SectionCard } from '@/components/data-display/section-card';
import { QueryStates } from '@/components/data-display/data-states';
import { useAccountProfile } from '@/lib/query/use-account-profile';

/** profile: the member's personal details. */
export default function ProfilePage() {
  const t = useTranslations('MemberAccount.profile');
  const profile = useAccountProfile();
  return (
    <SectionCard title={t('title')} description={t('intro')}>
      <QueryStates query={profile} error={t('error')}>
        {(data) => <ProfileForm profile={data} />}
      </QueryStates>
    </SectionCard>
  );
}
