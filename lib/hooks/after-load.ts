'use client';
import { useEffect, useState } from 'react';

/** Where a browser has no requestIdleCallback (Safari), a quiet moment is taken to come this long after the ask. */
const IDLE_FALLBACK_MS = 200;

/**
 * Runs `run` in the browser's next quiet moment (at the latest `timeout` ms later, when given): for work a visitor does
 * not wait for. Returns a cancel.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/** Runs `run` once the page has loaded (at once if it has). Returns a cancel. */
export function whenLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * Runs `run` once the page has loaded and the browser has a quiet moment (or `timeout` ms after the load at the
 * latest): for what a visitor need not have in the page's first second (a popup over the page), so a phone spends
 * that second on showing the page and making it respond. Returns a cancel.
 */
export function whenLoadedAndIdle(run: () => void, timeout = 2000): () => void {
  let cancelIdle: (() => void) | null = null;
  const cancelLoad = whenLoaded(() => {
    cancelIdle = whenIdle(run, timeout);
  });
  return () => {
    cancelLoad();
    cancelIdle?.();
  };
}

/** False until the page has loaded and the browser has had a quiet moment (whenLoadedAndIdle), then true. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
