import { getTranslations } from 'next-intl/server';
import type { Site } from '@/lib/platform/site';
import type { Banner } from '@/lib/platform/system';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { SmartphoneIcon } from './step-icons';
import { NativeAppCard, PlatformSteps, QrFigure, SafariNote, type Platform } from './guide-parts';
import { InstallButton } from './install-button';
import { displayAddress, STEPS_QR_SIZE } from './qr';

/**
 * /download (and /down): how to put the merchant on a phone's home screen (spec §2 Download page). A QR code of the
 * site in each platform's steps (100 px, spec §9), Android's and iOS's three steps, Safari's note, the merchant's own app
 * where it offers one (with the operator's QR code of it, or one drawn here), and the browser's Install where it has it. All on the server: the QR codes come drawn.
 */
export async function DownloadGuide({
  site,
  banners,
  home,
  qr,
  appQrs,
}: {
  site: Pick<Site, 'brandName' | 'appDownloads'>;
  banners: Banner[];
  /** The site's address in this language (what the QR codes encode), and its QR code; null if it cannot be drawn. */
  home: string | null;
  qr: string | null;
  /** QR codes drawn of the apps' addresses, for the apps without the operator's own (qrCodeUrl). */
  appQrs: Partial<Record<Platform, string | null>>;
}) {
  const t = await getTranslations('Download');
  const brand = site.brandName;
  const address = home ? displayAddress(home) : null;
  const platforms: { platform: Platform; name: string }[] = [
    { platform: 'android', name: t('android') },
    { platform: 'ios', name: t('ios') },
  ];

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-4 sm:py-6">
      {banners.length > 0 ? <BannerCarousel banners={banners} variant="page" /> : null}
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('title', { brand })}</h1>
        <p className="max-w-prose text-ink-muted">{t('intro', { brand })}</p>
        {address ? <p className="text-sm break-words text-ink-muted">{t('orOpen', { address })}</p> : null}
        <InstallButton
          texts={{ install: t('install', { brand }), hint: t('installHint', { brand }), installed: t('installed', { brand }) }}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {platforms.map(({ platform, name }) => {
          const app = site.appDownloads.find((download) => download.platform === platform);
          const headingId = `download-${platform}`;
          return (
            <section
              key={platform}
              aria-labelledby={headingId}
              className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-5"
            >
              <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
                <SmartphoneIcon className="size-5 text-brand-accent" />
                {name}
              </h2>
              <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
                <QrFigure
                  src={qr}
                  size={STEPS_QR_SIZE}
                  alt={address ? t('qrAlt', { address }) : ''}
                  failed={!qr}
                  failedText={t('qrFailed')}
                  caption={t('scanCaption')}
                />
                <div className="w-full min-w-0 flex-1">
                  <PlatformSteps platform={platform} label={t('stepsLabel', { platform: name })} />
                </div>
              </div>
              {platform === 'ios' ? <SafariNote brand={brand} /> : null}
              {app ? (
                <NativeAppCard
                  platform={platform}
                  url={app.url}
                  platformName={name}
                  qr={
                    <QrFigure
                      src={app.qrCodeUrl ?? appQrs[platform] ?? null}
                      size={STEPS_QR_SIZE}
                      alt={t('appQrAlt', { platform: name })}
                      failed={!app.qrCodeUrl && !appQrs[platform]}
                      failedText={t('qrFailed')}
                    />
                  }
                />
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
