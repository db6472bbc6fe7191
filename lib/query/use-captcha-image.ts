'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type CaptchaImage } from '@/lib/api/contract';

const REFRESH_THROTTLE_MS = 1000;

/**
 * The platform's captcha image (a data URL): a new one whenever `refreshKey` changes, and on `refresh()` at most once a
 * second (spec §4). Never cached: each image is a new puzzle. `onChallenge` hears the id of each captcha as it arrives
 * (null when none could be had): the answer is sent with it, and counts only for the captcha shown.
 */
export function useCaptchaImage(refreshKey: number, onChallenge?: (captchaId: string | null) => void): { src: string | null; refresh: () => void } {
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);
  const request = useRef(0);
  const challenge = useRef(onChallenge);
  useEffect(() => {
    challenge.current = onChallenge;
  }, [onChallenge]);

  const load = useCallback((force: boolean) => {
    const now = Date.now();
    if (!force && now - last.current < REFRESH_THROTTLE_MS) return;
    last.current = now;
    const id = ++request.current;
    apiFetch<CaptchaImage>(ApiPath.CAPTCHA).then(
      (value) => {
        if (id !== request.current) return;
        setSrc(value.image);
        challenge.current?.(value.captchaId);
      },
      () => {
        if (id !== request.current) return;
        setSrc(null);
        challenge.current?.(null);
      },
    );
  }, []);

  useEffect(() => load(true), [refreshKey, load]);

  return { src, refresh: useCallback(() => load(false), [load]) };
}
