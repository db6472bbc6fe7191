import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import type { AppDownload } from '@/lib/platform/site';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { DownloadIcon } from '@/components/ui/icons/download';
import { WarningIcon } from '@/components/ui/icons/warning';
import { MoreVerticalIcon, PlusSquareIcon, ShareIcon } from './step-icons';
import { Spinner } from '@/components/ui/spinner';

/**
 * The parts the download page (server) and the download popup (browser) share: a QR code in its white frame, the
 * Android and iOS steps of spec §2, Safari's note and the native app link. No state: each side passes what it has.
 */

export type Platform = AppDownload['platform'];

/** A QR code on white (phones' cameras read dark on light, whatever the theme), with its caption. */
export function QrFigure({
  src,
  size,
  alt,
  failed = false,
  failedText,
  caption,
  onError,
}: {
  src: string | null;
  size: number;
  alt: string;
  failed?: boolean;
  failedText: string;
  caption?: ReactNode;
  /** The image did not load (an operator's QR image: the popup then draws its own). */
  onError?: () => void;
}) {
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2">
      <div className="flex items-center justify-center rounded-xl border border-line bg-white p-2" style={{ width: size + 18, height: size + 18 }}>
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a PNG data URL drawn here, or the operator's QR image: nothing to optimise.
          <img src={src} width={size} height={size} alt={alt} data-qr onError={onError} />
        ) : failed ? (
          <span className="px-2 text-center text-xs text-neutral-700">{failedText}</span>
        ) : (
          <Spinner className="size-6 text-neutral-500" />
        )}
      </div>
      {caption ? <figcaption className="max-w-48 text-center text-xs text-ink-muted">{caption}</figcaption> : null}
    </figure>
  );
}

interface Step {
  key: string;
  icon: ComponentType<{ className?: string }>;
}

const STEPS: Record<Platform, Step[]> = {
  android: [
    { key: 'androidSteps.menu', icon: MoreVerticalIcon },
    { key: 'androidSteps.add', icon: PlusSquareIcon },
    { key: 'androidSteps.confirm', icon: CheckIcon },
  ],
  ios: [
    { key: 'iosSteps.share', icon: ShareIcon },
    { key: 'iosSteps.add', icon: PlusSquareIcon },
    { key: 'iosSteps.confirm', icon: CheckIcon },
  ],
};

/** Browser menu, Add to Home Screen, Add (Android); Share, Add to Home Screen, Add (iOS). */
export function PlatformSteps({ platform, label }: { platform: Platform; label: string }) {
  const t = useTranslations('Download');
  return (
    <ol className="flex flex-col gap-2" aria-label={label}>
      {STEPS[platform].map(({ key, icon: Icon }, index) => (
        <li key={key} className="flex items-center gap-3 rounded-lg bg-surface-sunken px-3 py-2 text-sm">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-brand-text"
          >
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">{t(key)}</span>
          <Icon className="size-5 shrink-0 text-ink-muted" />
        </li>
      ))}
    </ol>
  );
}

/** iOS: only Safari adds to the home screen, and an old app version goes first (spec §2). */
export function SafariNote({ brand }: { brand: string }) {
  const t = useTranslations('Download');
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
      <WarningIcon className="mt-0.5 size-5 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold">{t('safariTitle')}.</strong> {t('safariNote', { brand })}
      </p>
    </div>
  );
}

/** The merchant's own app for a platform: its QR code (100 px, spec §9), its title and its download link. */
export function NativeAppCard({ platform, url, platformName, qr }: { platform: Platform; url: string; platformName: string; qr: ReactNode }) {
  const t = useTranslations('Download');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <div className="flex items-center gap-4">
        {qr}
        <p className="min-w-0 flex-1 text-sm font-semibold">{t('appTitle', { platform: platformName })}</p>
      </div>
      <AppDownloadLink platform={platform} url={url} platformName={platformName} />
    </div>
  );
}

/** The merchant's own app for a platform (an APK, an iOS profile), when it offers one. */
function AppDownloadLink({ platform, url, platformName }: { platform: Platform; url: string; platformName: string }) {
  const t = useTranslations('Download');
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-platform={platform}
      className={buttonClasses({ variant: 'outline', size: 'sm', className: 'h-auto min-h-9 w-full py-2 text-center whitespace-normal' })}
    >
      <DownloadIcon className="size-4" />
      {t('downloadApp', { platform: platformName })}
    </a>
  );
}
