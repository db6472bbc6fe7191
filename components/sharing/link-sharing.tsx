'use client';
import { useId } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { Spinner } from '@/components/ui/spinner';
import { useQrCode } from '@/lib/hooks/use-qr-code';
import { useSite } from '@/lib/site/site-context';
import { ShareLinkButton } from '@/components/sharing/share-link-button';
import { useCopyText } from '@/components/sharing/use-copy-text';

/** The words of a shared link's field, in the caller's message group. */
export interface LinkFieldWords {
  copy: string;
  copiedButton: string;
  /** The toast after a copy, and after a copy the browser could not make. */
  copied: string;
  copyFailed: string;
  share: string;
  shareText: string;
  shareCopied: string;
}

/**
 * A link to hand out (the referral link, an agent's registration link): shown read-only, selected on focus, with a copy
 * button ("Copied" for a moment after) and a share button (the phone's share sheet, else a copy).
 */
export function CopyLinkField({ label, url, describedBy, words }: { label: string; url: string | null; describedBy?: string; words: LinkFieldWords }) {
  const { site } = useSite();
  const { copied, copy, inputRef } = useCopyText({ copied: words.copied, failed: words.copyFailed });
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 gap-2 max-sm:flex-col">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={url ?? ''}
          autoComplete="off"
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <button type="button" className={buttonClasses({ variant: 'primary' })} disabled={!url} onClick={() => void copy(url)}>
          {copied ? <CheckIcon className="size-4" /> : null}
          {copied ? words.copiedButton : words.copy}
        </button>
        <ShareLinkButton url={url} title={site.brandName} text={words.shareText} label={words.share} copy={copy} copiedInstead={words.shareCopied} />
      </div>
    </div>
  );
}

/** A link's QR code, `size` px on a white square, drawn in the browser (the encoder loads with this part only). */
export function LinkQrCode({ url, size, alt, failedText, caption }: { url: string | null; size: number; alt: string; failedText: string; caption: string }) {
  const qr = useQrCode(url, size);
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2 self-center">
      <div className="flex items-center justify-center rounded-xl bg-white p-2" style={{ width: size + 16, height: size + 16 }}>
        {qr.url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser: nothing to optimise.
          <img src={qr.url} width={size} height={size} alt={alt} />
        ) : qr.failed ? (
          <span className="px-2 text-center text-xs text-neutral-700">{failedText}</span>
        ) : (
          <Spinner className="size-6 text-neutral-500" />
        )}
      </div>
      <figcaption className="text-xs text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
