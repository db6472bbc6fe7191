'use client';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { IslandMessages } from '@/components/i18n/island-messages';
import { ISLAND_FILES } from '@/lib/i18n/client-messages';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AppDownload } from '@/lib/platform/site';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { NativeAppCard, PlatformSteps, QrFigure, SafariNote, type Platform } from './guide-parts';
import { InstallButton } from './install-button';
import { useQrCode } from '@/lib/hooks/use-qr-code';
import { DIALOG_QR_SIZE, displayAddress, STEPS_QR_SIZE } from './qr';

/**
 * The download popup (spec §2 Modals: "download (QR plus Android/iOS step tabs)"), opened from the side menu: the site's
 * QR code (130 px), the steps for Android and iOS in tabs (the phone's own first), and in each the merchant's app with its
 * QR code (100 px) where it offers one. Its texts load when it first opens.
 */
export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <IslandMessages files={ISLAND_FILES.download}>
        <DownloadDialogContent onClose={() => onOpenChange(false)} />
      </IslandMessages>
    </Dialog>
  );
}

const noSubscribe = () => () => {};

/** iPhone, iPad (which may say it is a Mac) and iPod. */
function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function DownloadDialogContent({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Download');
  const { site } = useSite();
  const brand = site.brandName;
  const homePath = useLocalizedPath()('/');
  // The address the visitor is on: known in the browser only.
  const home = useSyncExternalStore(noSubscribe, () => new URL(homePath, window.location.origin).href, () => null);
  const qr = useQrCode(home, DIALOG_QR_SIZE);
  const [tab, setTab] = useState<Platform>(() => (isAppleMobile() ? 'ios' : 'android'));
  const address = home ? displayAddress(home) : '';
  const platforms: { platform: Platform; name: string; tab: string }[] = [
    { platform: 'android', name: t('android'), tab: t('androidTab') },
    { platform: 'ios', name: t('ios'), tab: t('iosTab') },
  ];

  return (
    <DialogContent title={t('dialogTitle')} description={t('intro', { brand })} closeLabel={t('close')} className="w-[min(92vw,520px)]">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-1">
          <QrFigure
            src={qr.url}
            size={DIALOG_QR_SIZE}
            alt={t('qrAlt', { address })}
            failed={qr.failed}
            failedText={t('qrFailed')}
            caption={t('scanCaption')}
          />
          {address ? <p className="text-center text-xs break-words text-ink-muted">{t('orOpen', { address })}</p> : null}
        </div>
        <InstallButton texts={{ install: t('install', { brand }), hint: t('installHint', { brand }), installed: t('installed', { brand }) }} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Platform)}>
          <TabsList look="pill" className="mb-3">
            {platforms.map(({ platform, tab: label }) => (
              <TabsTrigger key={platform} value={platform} look="pill">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {platforms.map(({ platform, name }) => {
            const app = site.appDownloads.find((download) => download.platform === platform);
            return (
              <TabsContent key={platform} value={platform} className="flex flex-col gap-3">
                <PlatformSteps platform={platform} label={t('stepsLabel', { platform: name })} />
                {platform === 'ios' ? <SafariNote brand={brand} /> : null}
                {app ? <NativeApp platform={platform} app={app} name={name} /> : null}
              </TabsContent>
            );
          })}
        </Tabs>
        <LocalizedLink
          href="/download"
          onClick={onClose}
          className="inline-flex min-h-6 items-center self-center text-sm font-semibold underline underline-offset-4"
        >
          {t('allSteps')}
        </LocalizedLink>
      </div>
    </DialogContent>
  );
}

/**
 * The merchant's own app for the tab's platform: its QR code (100 px, spec §9) and the download link. The QR is the
 * operator's own (qrCodeUrl) when it has one; one is drawn from the app's address when it has none or its image fails.
 */
function NativeApp({ platform, app, name }: { platform: Platform; app: AppDownload; name: string }) {
  const t = useTranslations('Download');
  const [ownFailed, setOwnFailed] = useState(false);
  const own = ownFailed ? null : app.qrCodeUrl;
  const drawn = useQrCode(own ? null : app.url, STEPS_QR_SIZE);
  return (
    <NativeAppCard
      platform={platform}
      url={app.url}
      platformName={name}
      qr={
        <QrFigure
          src={own ?? drawn.url}
          size={STEPS_QR_SIZE}
          alt={t('appQrAlt', { platform: name })}
          failed={!own && drawn.failed}
          failedText={t('qrFailed')}
          onError={own ? () => setOwnFailed(true) : undefined}
        />
      }
    />
  );
}
