'use client';
import { useSyncExternalStore } from 'react';

/**
 * State that lives in the browser (localStorage, sessionStorage, cookies, media queries), read the React way: the
 * server render and hydration use the server's value, then the browser's takes over, with no effect that sets state.
 */

const CHANGE = 'site:browser-state';

/** Tell every reader that a stored value changed (writers call this after writing). */
export function announceBrowserStateChange(): void {
  window.dispatchEvent(new Event(CHANGE));
}

function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A primitive read from storage or cookies; `serverValue` until hydrated. `read` must not throw. */
export function useStoredValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeStorage, read, () => serverValue);
}

/** Whether a media query matches; null on the server and until hydrated. */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => null,
  );
}

const noSubscription = () => () => undefined;

/** False during the server render and hydration, true after: for what must not happen before the page is live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** localStorage read that survives blocked storage (privacy modes): null then. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** localStorage write that survives blocked storage; readers are told. */
export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the change holds for this page only.
  }
  announceBrowserStateChange();
}
