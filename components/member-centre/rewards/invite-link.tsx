'use client';
import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { CopyLinkField, LinkQrCode } from '@/components/sharing/link-sharing';
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
  const codeId = useId();

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <CopyLinkField
          label={t('link')}
          url={link}
          describedBy={codeId}
          words={{
            copy: t('copy'),
            copiedButton: t('copiedButton'),
            copied: t('copied'),
            copyFailed: t('copyFailed'),
            share: t('share'),
            shareText: t('shareText', { brand: site.brandName }),
            shareCopied: t('shareCopied'),
          }}
        />
        <p id={codeId} className="text-sm text-ink-muted">
          {t('code')} <span className="font-mono font-semibold text-ink">{code}</span>
        </p>
        <p className="text-sm text-ink-muted">{t('how')}</p>
      </div>
      <LinkQrCode url={link} size={INVITE_QR_SIZE} alt={t('qrAlt')} failedText={t('qrFailed')} caption={t('qrCaption')} />
    </div>
  );
}
