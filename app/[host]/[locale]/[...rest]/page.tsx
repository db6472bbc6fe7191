import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { primaryActionClass } from '@/components/system/system-screen';
import { INVALID_ADDRESS_HEADER } from '@/server/constants';

/**
 * Any path without a route is a translated 404 inside the merchant's shell; an address that is not valid
 * percent-encoding (marked by the server in front, which answers it with 400) says so instead.
 */
export default async function UnknownPage() {
  if ((await headers()).get(INVALID_ADDRESS_HEADER) !== '1') notFound();
  const t = await getTranslations('System');
  const tc = await getTranslations('Common');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-ink-muted">
        400
      </p>
      <h1 className="text-2xl font-bold">{t('invalidAddressTitle')}</h1>
      <p className="text-ink-muted">{t('invalidAddressText')}</p>
      <LocalizedLink href="/" className={primaryActionClass}>
        {tc('backHome')}
      </LocalizedLink>
    </div>
  );
}
