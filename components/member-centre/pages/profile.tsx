'use client';
import { useTranslations } from 'next-intl';
import { ProfileForm } from '@/components/member-centre/account/profile-form';
import { CentreSection } from '@/components/member-centre/shared/centre-section';
import { QueryStates } from '@/components/member-centre/shared/centre-states';
import { useAccountProfile } from '@/lib/query/use-account-profile';

/** profile: the member's personal details. */
export default function ProfilePage() {
  const t = useTranslations('MemberAccount.profile');
  const profile = useAccountProfile();
  return (
    <CentreSection title={t('title')} description={t('intro')}>
      <QueryStates query={profile} error={t('error')}>
        {(data) => <ProfileForm profile={data} />}
      </QueryStates>
    </CentreSection>
  );
}
