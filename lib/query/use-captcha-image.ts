'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';

const REFRESH_THROTTLE_MS = 1000;

/**
 * The platform's captcha image (a data URL): a new one whenever `refreshKey` changes, and on `refresh()` at most once a
 * second (spec §4). Never cached: each image is a new puzzle.
 */
export function useCaptchaImage(refreshKey: number): { src: string | null; refresh: () => void } {
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);

  const load = useCallback((force: boolean) => {
    const now = Date.now();
    if (!force && now - last.current < REFRESH_THROTTLE_MS) return;
    last.current = now;
    apiFetch<{ image: string }>(ApiPath.CAPTCHA).then(
      (value) => setSrc(value.image),
      () => setSrc(null),
    );
  }, []);

  useEffect(() => load(true), [refreshKey, load]);

  return { src, refresh: useCallback(() => load(false), [load]) };
}
