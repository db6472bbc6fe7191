import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/locale-path';
import { getAnnouncements } from '@/lib/platform/system';
import { addressOnThisHost } from '@/lib/pwa/site-address';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { DownloadGuide } from '@/components/download/download-guide';
import { STEPS_QR_SIZE } from '@/components/download/qr';
import { qrPngDataUrl } from '@/lib/qr';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Download' });
  // /down is the same page (an alias, lib/i18n/locale-path.ts): /download is its canonical address.
  return pageMetadata(params, (site) => ({ path: '/download', title: t('metaTitle'), description: t('metaDescription', { brand: site.brandName }) }));
}

/**
 * The app download page (spec §2) at /download, open without a session on login-to-home brands, and at /down (./down),
 * the same page behind the login there as every route but the spec's open ones.
 */
export async function renderDownloadPage(params: Props['params'], route: '/download' | '/down') {
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const [announcements, home] = await Promise.all([
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
    addressOnThisHost(localizedPath('/', locale, site.defaultLanguage)),
  ]);
  const draw = (text: string) => qrPngDataUrl(text, STEPS_QR_SIZE).catch(() => null);
  // The operator's own QR code of an app comes first; the others are drawn here.
  const [qr, ...drawnApps] = await Promise.all([
    home ? draw(home) : null,
    ...site.appDownloads.map(async (app) => [app.platform, app.qrCodeUrl ? null : await draw(app.url)] as const),
  ]);
  const appQrs = Object.fromEntries(drawnApps.flatMap((entry) => (entry && entry[1] ? [entry] : [])));
  const banners = announcements ? bannersForRoute(announcements.banners, '/download') : [];
  return (
    <>
      <PageAlternates params={params} path="/download" />
      <DownloadGuide site={site} banners={banners} home={home} qr={qr} appQrs={appQrs} />
    </>
  );
}

export default function DownloadPage({ params }: Props) {
  return renderDownloadPage(params, '/download');
}
