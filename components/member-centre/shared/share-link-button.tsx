'use client';
import { buttonClasses } from '@/components/ui/button';
import { strokeIcon } from '@/components/ui/icons';

const ShareIcon = strokeIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);

/**
 * Shares a link (the referral link, an agent's registration links) through the device's own share sheet (Web Share
 * API), so a player on a phone sends it to any app they have. Where the browser cannot share (most desktops, older
 * browsers) or refuses this link, the link is copied instead, and `copy` says so; a sheet the person closes is left
 * at that.
 */
export function ShareLinkButton({
  url,
  title,
  text,
  label,
  copy,
  copiedInstead,
}: {
  url: string | null;
  title: string;
  text: string;
  label: string;
  /** The caller's copy (useCopyText), with the words the fallback says. */
  copy: (text: string | null, saying?: string) => Promise<void>;
  /** What is said when the link was copied because the browser cannot share. */
  copiedInstead: string;
}) {
  async function share() {
    if (!url) return;
    const data: ShareData = { title, text, url };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url, copiedInstead);
  }

  return (
    <button type="button" className={buttonClasses({ variant: 'secondary' })} disabled={!url} onClick={() => void share()}>
      <ShareIcon className="size-4" />
      {label}
    </button>
  );
}
