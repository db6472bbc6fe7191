'use client';
import { useEffect, useState } from 'react';

/**
 * Runs `run` once the page has loaded and the browser has a quiet moment (or `timeout` ms after the load at the
 * latest): for what a visitor need not have in the page's first second (a popup over the page, a service worker), so
 * a phone spends that second on showing the page and making it respond. Returns a cancel.
 */
export function whenLoadedAndIdle(run: () => void, timeout = 2000): () => void {
  let idleHandle: number | null = null;
  const idle = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout }) : window.setTimeout(run, Math.min(timeout, 200));
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (idleHandle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/** False until the page has loaded and the browser has had a quiet moment (whenLoadedAndIdle), then true. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
