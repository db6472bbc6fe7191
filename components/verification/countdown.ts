'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds to wait after an SMS (spec §4, §9): expiredMinutes × 60, one minute when the platform gives none. */
export function secondsFromMinutes(expiredMinutes?: number): number {
  return (expiredMinutes || 1) * 60;
}

/** Whole seconds from now until an epoch-millisecond moment (the forgot-password code's expiry); never negative. */
export function secondsUntil(epochMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((epochMs - now) / 1000));
}

/**
 * A seconds countdown. It counts towards an end time rather than decrementing, so a throttled background tab
 * still shows the right number when it wakes up.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [remaining, setRemaining] = useState(0);
  const endAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setRemaining(0);
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      if (!(seconds > 0)) return;
      endAt.current = Date.now() + seconds * 1000;
      setRemaining(Math.ceil(seconds));
      timer.current = setInterval(() => {
        const left = secondsUntil(endAt.current);
        setRemaining(left);
        if (left === 0 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
      }, 1000);
    },
    [stop],
  );

  useEffect(() => () => {
    if (timer.current) clearInterval(timer.current);
  }, []);

  return { remaining, start, stop };
}
