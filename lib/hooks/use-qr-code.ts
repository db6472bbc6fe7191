'use client';
import { useEffect, useState } from 'react';
import { qrPngDataUrl } from '@/lib/qr';

export interface QrCode {
  /** A PNG data URL of the code, once drawn. */
  url: string | null;
  /** The encoder failed (or did not load): the text beside the code still serves. */
  failed: boolean;
}

/**
 * A QR code for `text` (null: none yet), drawn in the browser as a PNG data URL for an image `size` CSS pixels wide
 * with a one-module margin (PNG, not SVG: an SVG data URL is markup, which the site never puts in an image). The
 * encoder (qrcode) loads the first time a code is drawn, so pages without one never fetch it.
 */
export function useQrCode(text: string | null, size: number): QrCode {
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean } | null>(null);
  const key = `${size}:${text}`;
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    void qrPngDataUrl(text, size)
      .then((url) => {
        if (!cancelled) setState({ key, url, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ key, url: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [text, size, key]);
  return text && state?.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
