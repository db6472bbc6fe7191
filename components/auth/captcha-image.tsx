'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';

const REFRESH_THROTTLE_MS = 1000;

/** The platform's captcha image; selecting it fetches a new one, at most once a second (spec §4). */
export function CaptchaImage({ refreshKey, label }: { refreshKey: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);

  const load = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - last.current < REFRESH_THROTTLE_MS) return;
    last.current = now;
    try {
      const value = await apiFetch<{ image: string }>(ApiPath.CAPTCHA);
      setSrc(value.image);
    } catch {
      setSrc(null);
    }
  }, []);

  useEffect(() => {
    void load(true);
  }, [refreshKey, load]);

  return (
    <button
      type="button"
      onClick={() => void load()}
      aria-label={label}
      className="h-11 w-28 shrink-0 overflow-hidden rounded-lg border border-line bg-white"
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {src ? <img src={src} alt="" className="h-full w-full object-contain" /> : null}
    </button>
  );
}
