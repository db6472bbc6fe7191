import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { primaryActionClass } from '@/components/system/system-screen';

export default async function MerchantNotFound() {
  const t = await getTranslations('System');
  const tc = await getTranslations('Common');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-ink-muted">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('pageNotFoundTitle')}</h1>
      <p className="text-ink-muted">{t('pageNotFoundText')}</p>
      <LocalizedLink href="/" className={primaryActionClass}>
        {tc('backHome')}
      </LocalizedLink>
    </div>
  );
}
