'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { hasSessionFlag, SessionFlag } from '@/components/account/session-flags';
import { useStoredValue } from '@/lib/hooks/use-browser-state';
import type { NoticeView } from '@/lib/api/service';

/** Its code (Radix Dialog, the notice list) loads only when there is something to show. */
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

export interface PopupNoticesText {
  title: string;
  description: string;
  done: string;
  close: string;
}

/**
 * The merchant's popup notices (announcement type PU, spec §3 Notice "popup") on the home page, once per browser
 * session, for visitors and members alike. After a sign-in the after-login dialog shows them instead
 * (components/account/after-login-notices.tsx), so not here too.
 */
export function PopupNotices({ notices, text }: { notices: NoticeView[]; text: PopupNoticesText }) {
  const due = useStoredValue(
    () => !popupNoticesSeen() && !hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN) && !hasSessionFlag(SessionFlag.AFTER_LOGIN_PENDING),
    false,
  );
  // Once due it stays: marking the notices seen (when the dialog opens) must not take the dialog away.
  const [shown, setShown] = useState(false);
  if (due && !shown && notices.length > 0) setShown(true);
  return shown ? <PopupNoticesDialog notices={notices} text={text} onShown={markPopupNoticesSeen} /> : null;
}
