'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AppDownload } from '@/lib/platform/site';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DownloadIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

/** QR codes in the side menu are 100 px (spec §9). */
export const APP_QR_SIZE = 100;

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The app download popup: a QR code and a direct link for each platform the merchant offers. */
export function AppDownloadDialog({
  downloads,
  open,
  onOpenChange,
}: {
  downloads: AppDownload[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('Sidebar');
  const usable = downloads.filter((download) => isWebUrl(download.url));
  const [codes, setCodes] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void Promise.all(
      usable.map(async ({ url }) => {
        // Loaded only when the dialog opens: the QR encoder is not part of every page's JavaScript.
        const { default: QRCode } = await import('qrcode');
        return [url, await QRCode.toDataURL(url, { width: APP_QR_SIZE, margin: 1 })] as const;
      }),
    )
      .then((entries) => {
        if (!cancelled) setCodes(Object.fromEntries(entries));
      })
      .catch(() => {
        // Without a QR code the direct link below still works.
      });
    return () => {
      cancelled = true;
    };
    // The urls are the stable identity of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, usable.map((download) => download.url).join('\n')]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('appDownloadTitle')} description={t('appDownloadHint')} closeLabel={t('close')} className="w-[min(92vw,480px)]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {usable.map(({ platform, url }) => {
            const name = t(platform === 'ios' ? 'ios' : 'android');
            const code = codes[url];
            return (
              <li key={`${platform}-${url}`} className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface-sunken p-4">
                <h3 className="text-sm font-bold">{name}</h3>
                <div className="flex h-[100px] w-[100px] items-center justify-center rounded-lg bg-white">
                  {code ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL
                    <img src={code} alt={t('qrFor', { platform: name })} width={APP_QR_SIZE} height={APP_QR_SIZE} />
                  ) : (
                    <Spinner className="h-5 w-5 text-black/50" />
                  )}
                </div>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'primary', size: 'sm', className: 'w-full' })}
                >
                  <DownloadIcon className="h-4 w-4" />
                  {t('downloadFor', { platform: name })}
                </a>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
