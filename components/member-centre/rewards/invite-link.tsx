'use client';
import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { ShareLinkButton } from '@/components/member-centre/shared/share-link-button';
import { useCopyText } from '@/components/member-centre/shared/use-copy-text';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useQrCode } from '@/lib/hooks/use-qr-code';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';

/** The invite QR code is 130 px (spec §9, as the download popup's). */
export const INVITE_QR_SIZE = 130;

const noSubscribe = () => () => {};

/** The invite link on the host the member is on: /register?referralCode=<code> (the register page fills the code in). */
export function useInviteLink(code: string | undefined): string | null {
  const registerPath = useLocalizedPath()('/register');
  // The host is known in the browser only; the server renders the page without it.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => null);
  return origin && code ? `${origin}${registerPath}?referralCode=${encodeURIComponent(code)}` : null;
}

/** The invite link with copy and share buttons (the phone's share sheet, else a copy), and its QR code (drawn in the browser; the encoder loads with this part only). */
export function InviteLink({ code }: { code: string }) {
  const t = useTranslations('Rewards.referral');
  const { site } = useSite();
  const link = useInviteLink(code);
  const { url: qr, failed: qrFailed } = useQrCode(link, INVITE_QR_SIZE);
  const { copied, copy: copyText, inputRef } = useCopyText({ copied: t('copied'), failed: t('copyFailed') });
  const inputId = useId();
  const codeId = useId();

  const copy = () => copyText(link);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('link')}
          </label>
          <div className="flex min-w-0 gap-2 max-sm:flex-col">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              readOnly
              value={link ?? ''}
              autoComplete="off"
              aria-describedby={codeId}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
            />
            <button type="button" className={buttonClasses({ variant: 'primary' })} disabled={!link} onClick={() => void copy()}>
              {copied ? <CheckIcon className="size-4" /> : null}
              {copied ? t('copiedButton') : t('copy')}
            </button>
            <ShareLinkButton
              url={link}
              title={site.brandName}
              text={t('shareText', { brand: site.brandName })}
              label={t('share')}
              copy={copyText}
              copiedInstead={t('shareCopied')}
            />
          </div>
        </div>
        <p id={codeId} className="text-sm text-ink-muted">
          {t('code')} <span className="font-mono font-semibold text-ink">{code}</span>
        </p>
        <p className="text-sm text-ink-muted">{t('how')}</p>
      </div>
      <figure className="flex shrink-0 flex-col items-center gap-2 self-center">
        <div className="flex items-center justify-center rounded-xl bg-white p-2" style={{ width: INVITE_QR_SIZE + 16, height: INVITE_QR_SIZE + 16 }}>
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser: nothing to optimise.
            <img src={qr} width={INVITE_QR_SIZE} height={INVITE_QR_SIZE} alt={t('qrAlt')} />
          ) : qrFailed ? (
            <span className="px-2 text-center text-xs text-neutral-700">{t('qrFailed')}</span>
          ) : (
            <Spinner className="size-6 text-neutral-500" />
          )}
        </div>
        <figcaption className="text-xs text-ink-muted">{t('qrCaption')}</figcaption>
      </figure>
    </div>
  );
}
