'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/system/system-screen';

/** A page that failed (e.g. the platform went away mid-render): a friendly message and a retry, never a stack. */
export default function MerchantError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Common, which every page's client messages carry: an error can happen on any of them.
  const t = useTranslations('Common');
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="text-ink-muted">{t('errorText')}</p>
      <button type="button" onClick={() => reset()} className={primaryActionClass}>
        {t('retry')}
      </button>
    </div>
  );
}
