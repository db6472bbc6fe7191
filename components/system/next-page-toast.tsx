'use client';
import { useEffect } from 'react';
import { notify } from './toasts';

const KEY = 'nextPageToast';

/**
 * A confirmation that must survive the move to a new document (a password changed, then home): kept in this tab's
 * sessionStorage (already-translated text, nothing secret) and shown once by the next page.
 */
export function toastOnNextPage(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage blocked: the confirmation is lost with the old page.
  }
}

export function NextPageToast() {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (message) notify('success', message.slice(0, 200));
  }, []);
  return null;
}
