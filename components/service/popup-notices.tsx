'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { hasSessionFlag, SessionFlag } from '@/components/account/session-flags';
import { useStoredValue } from '@/lib/hooks/use-browser-state';
import { useLoadedAndIdle } from '@/lib/hooks/after-load';

/** Its code (the notices' request, Radix Dialog, the notice list, the words) loads only when they are due. */
const PopupNoticesDialog = dynamic(() => import('./popup-notices-dialog').then((m) => m.PopupNoticesDialog));

/**
 * Set once the popup notices have shown: a session cookie, so once per browser session, whichever tab. (A cookie, not
 * sessionStorage: a test runner or a kiosk can start its sessions with it set.)
 */
export const POPUP_NOTICES_SEEN_COOKIE = 'popupNoticesSeen';

export function popupNoticesSeen(): boolean {
  try {
    return document.cookie.split('; ').some((c) => c.startsWith(`${POPUP_NOTICES_SEEN_COOKIE}=`));
  } catch {
    return false;
  }
}

export function markPopupNoticesSeen(): void {
  try {
    document.cookie = `${POPUP_NOTICES_SEEN_COOKIE}=1; path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // Cookies blocked: they show again on the next home page.
  }
}

/** How long a visitor has the page before the popup notices may open over it. */
const NOTICES_SETTLE_MS = 3000;

/**
 * The merchant's popup notices (announcement type PU, spec §3 Notice "popup") on the home page, once per browser
 * session, for visitors and members alike; the home page renders this only when the merchant has some. After a sign-in
 * the after-login dialog shows them instead (components/account/after-login-notices.tsx), so not here too. The notices
 * are asked for when due, not carried in every home page, and open once the page has loaded, the visitor has had it
 * for NOTICES_SETTLE_MS and the browser is idle: the visitor sees the page before a dialog covers it, and a
 * phone spends its first seconds on showing the page and making it respond (opening a modal dialog makes the browser
 * work out the whole page's style again: 18-32 ms of a fast machine's main thread, four times that on a phone).
 */
export function PopupNotices() {
  const due = useStoredValue(
    () => !popupNoticesSeen() && !hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN) && !hasSessionFlag(SessionFlag.AFTER_LOGIN_PENDING),
    false,
  );
  const settled = useLoadedAndIdle({ settleMs: NOTICES_SETTLE_MS });
  // Once due it stays: marking the notices seen (when they have loaded) must not take the dialog away.
  const [shown, setShown] = useState(false);
  if (due && settled && !shown) setShown(true);
  return shown ? <PopupNoticesDialog onShown={markPopupNoticesSeen} /> : null;
}
