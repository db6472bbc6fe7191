import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { SiteUnavailableScreen } from '@/components/system/standalone-screens';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = localeFromAcceptLanguage((await headers()).get('accept-language'));
  const t = await getTranslations({ locale, namespace: 'System' });
  return { title: t('unavailableTitle') };
}

/** proxy.ts rewrites here when the platform cannot be reached. */
export default function SiteUnavailablePage() {
  return <SiteUnavailableScreen />;
}
