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
 * Runs `run` once the page has loaded, `settleMs` more have passed, and the browser has a quiet moment (or `timeout` ms
 * after that at the latest): for what a visitor need not have in the page's first seconds (a popup over the page), so
 * a phone spends them on showing the page and making it respond, and the visitor sees the page first. Returns a cancel.
 */
export function whenLoadedAndIdle(run: () => void, { timeout = 2000, settleMs = 0 }: { timeout?: number; settleMs?: number } = {}): () => void {
  let cancelIdle: (() => void) | null = null;
  let settle: number | undefined;
  const cancelLoad = whenLoaded(() => {
    settle = window.setTimeout(() => {
      cancelIdle = whenIdle(run, timeout);
    }, settleMs);
  });
  return () => {
    cancelLoad();
    window.clearTimeout(settle);
    cancelIdle?.();
  };
}

/** False until whenLoadedAndIdle (with these options) has run, then true. */
export function useLoadedAndIdle(options: { timeout?: number; settleMs?: number } = {}): boolean {
  const [ready, setReady] = useState(false);
  const { timeout, settleMs } = options;
  useEffect(() => whenLoadedAndIdle(() => setReady(true), { timeout, settleMs }), [timeout, settleMs]);
  return ready;
}
