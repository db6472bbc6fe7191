'use client';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { RegisterResponse } from '@/lib/api/contract';
import { useAffiliateCheck } from '@/lib/query/use-affiliate-check';
import { useRegisterFormData } from '@/lib/query/use-register-form-data';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { affiliateCodeFrom, referralCodeFrom } from './register-params';
import { RegisterForm } from './register-form';

/**
 * The Register tab of the login/register popup: loads the form's config through the BFF, then the same form as
 * /register. Codes in the current URL (?referralCode=, ?aff=) are used as on the page; the affiliate code is checked
 * when the form is submitted (an unknown one shows the invitation-code warning).
 */
export function RegisterPopupContent({ onRegistered }: { onRegistered?: (result: RegisterResponse) => void }) {
  const t = useTranslations('Register');
  const tc = useTranslations('Common');
  const searchParams = useSearchParams();
  const query = useRegisterFormData();
  const affiliateCode = affiliateCodeFrom(searchParams);
  const affiliateCheck = useAffiliateCheck(affiliateCode);

  if (query.isPending || (affiliateCode !== null && affiliateCheck.isPending)) {
    return (
      <div className="flex h-72 items-center justify-center text-ink" aria-busy="true">
        <Spinner />
        <span className="sr-only">{tc('loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-ink">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {tc('retry')}
        </Button>
      </div>
    );
  }
  return (
    <RegisterForm
      data={query.data}
      referralCode={referralCodeFrom(searchParams)}
      affiliate={affiliateCode !== null ? { code: affiliateCode, valid: affiliateCheck.data?.valid === true } : null}
      variant="popup"
      onRegistered={onRegistered}
    />
  );
}
