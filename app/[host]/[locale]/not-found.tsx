import { getTranslations } from 'next-intl/server';
import { AddressError } from '@/components/system/address-error';

export default async function MerchantNotFound() {
  const t = await getTranslations('System');
  return <AddressError status={404} title={t('pageNotFoundTitle')} text={t('pageNotFoundText')} />;
}
