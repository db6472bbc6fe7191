import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/context';
import { pageAccess } from '@/lib/request/page-access';
import { localizedPath } from '@/lib/i18n/locale-path';
import { getAnnouncements } from '@/lib/platform/system';
import { addressOnThisHost } from '@/lib/pwa/site-address';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { DownloadGuide } from '@/components/download/download-guide';
import { qrDataUrl } from '@/components/download/qr';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { site } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'Download' });
  if (site.kind !== 'ok') return { title: t('metaTitle') };
  // /down is the same page (an alias, lib/i18n/locale-path.ts): /download is its canonical address.
  const canonical = await addressOnThisHost(localizedPath('/download', locale, site.site.defaultLanguage));
  return {
    title: t('metaTitle'),
    description: t('metaDescription', { brand: site.site.brandName }),
    ...(canonical ? { alternates: { canonical } } : {}),
  };
}

/** /download and /down: the app download page (spec §2), open without a session on login-to-home brands. */
export default async function DownloadPage({ params }: Props) {
  const access = await pageAccess(params, '/download');
  if (!access) return null;
  const { site, locale } = access;
  const [announcements, home] = await Promise.all([
    getAnnouncements(site.merchantCode, locale).catch(() => null),
    addressOnThisHost(localizedPath('/', locale, site.defaultLanguage)),
  ]);
  const qr = home ? await qrDataUrl(home).catch(() => null) : null;
  const banners = announcements ? bannersForRoute(announcements.banners, '/download') : [];
  return <DownloadGuide site={site} banners={banners} home={home} qr={qr} />;
}
