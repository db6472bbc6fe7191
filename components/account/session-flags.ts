'use client';
import { announceBrowserStateChange, useStoredValue } from '@/lib/hooks/use-browser-state';

/**
 * Per-tab flags kept in sessionStorage (spec §3 "Session keys"). None of them is a secret: whether the disclaimer was
 * accepted, whether the after-login notices were shown, whether a password change is still owed. Sign-out clears
 * sessionStorage, so they start over with the next visitor of the tab. Storage may be blocked: then every read says
 * "not yet" and writes do nothing.
 */
export const SessionFlag = {
  DISCLAIMER_ACCEPTED: 'disclaimerAccept',
  AFTER_LOGIN_SHOWN: 'afterLoginShown',
  /** Set by a sign-in just before the new document loads: that page shows the after-login notices. */
  AFTER_LOGIN_PENDING: 'afterLoginPending',
  PASSWORD_CHANGE_REQUIRED: 'passwordChangeRequired',
} as const;

export type SessionFlagName = (typeof SessionFlag)[keyof typeof SessionFlag];

export function hasSessionFlag(name: SessionFlagName): boolean {
  try {
    return window.sessionStorage.getItem(name) !== null;
  } catch {
    return false;
  }
}

export function setSessionFlag(name: SessionFlagName, on = true): void {
  try {
    if (on) window.sessionStorage.setItem(name, 'true');
    else window.sessionStorage.removeItem(name);
  } catch {
    // Storage blocked: the flag lasts as long as this page's state.
  }
  announceBrowserStateChange();
}

/** A flag as React state: false on the server and until hydrated, then the tab's value, following every change. */
export function useSessionFlag(name: SessionFlagName): boolean {
  return useStoredValue(() => hasSessionFlag(name), false);
}
