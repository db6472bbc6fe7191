'use client';
import { useCallback, useSyncExternalStore } from 'react';

export interface FullScreen {
  /** The browser can show the page full screen. */
  supported: boolean;
  on: boolean;
  toggle: () => void;
}

/** Screen orientation lock, where the browser has it (Chrome on Android, in full screen only). */
type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/**
 * The page full screen (the whole document, so the reality check and other dialogs still show over the game), and for
 * a game that wants it the screen turned sideways where the browser allows it. Both are asked on a tap, as browsers
 * require; a refusal leaves the game as it was.
 */
export function useFullScreen(landscape: boolean): FullScreen {
  const supported = useSyncExternalStore(noChange, () => document.fullscreenEnabled === true, () => false);
  const on = useSyncExternalStore(onFullScreenChange, () => document.fullscreenElement !== null, () => false);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    document.documentElement
      .requestFullscreen({ navigationUI: 'hide' })
      .then(() => (landscape ? (screen.orientation as LockableOrientation).lock?.('landscape') : undefined))
      .catch(() => undefined);
  }, [landscape]);

  return { supported, on, toggle };
}

const noChange = () => () => undefined;

function onFullScreenChange(changed: () => void): () => void {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
}
