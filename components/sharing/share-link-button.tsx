'use client';
import { buttonClasses } from '@/components/ui/button';
import { Share2 } from 'lucide';
import { decorative, type IconProps } from '@/components/ui/icons/decorative';

function ShareIcon(props: IconProps) {
  return decorative(Share2, props);
}

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
