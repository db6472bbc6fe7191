import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AddressError } from '@/components/system/address-error';
import { INVALID_ADDRESS_HEADER } from '@/server/constants';

/**
 * Any path without a route is a translated 404 inside the merchant's shell; an address that is not valid
 * percent-encoding (marked by the server in front, which answers it with 400) says so instead.
 */
export default async function UnknownPage() {
  if ((await headers()).get(INVALID_ADDRESS_HEADER) !== '1') notFound();
  const t = await getTranslations('System');
  return <AddressError status={400} title={t('invalidAddressTitle')} text={t('invalidAddressText')} />;
}
