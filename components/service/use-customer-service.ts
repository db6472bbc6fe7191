'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { INVALID_SERVICE_URL, NO_SERVICE, ServiceApiPath, type ServiceChat } from '@/lib/api/service';
import { useSite } from '@/lib/site/site-context';
import { notify } from '@/components/system/toasts';

/** Customer service opens in a small window of its own (spec §6, §9). */
export const SERVICE_WINDOW = { name: 'customer-service', width: 440, height: 750 } as const;

/**
 * Opens the service window, empty, centred over this one, or returns null when the browser blocked it. It must be
 * called in the click itself (a window opened after an await is a popup the browser blocks). An empty address opens a
 * blank page, or finds the service window already open without reloading it.
 */
export function openServiceWindow(): Window | null {
  const { name, width, height } = SERVICE_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const opened = window.open('', name, `width=${width},height=${height},left=${left},top=${top}`);
  if (!opened) return null;
  // The chat page gets no handle on this one (what noopener would give, had we not needed the window's handle).
  try {
    opened.opener = null;
  } catch {
    // A window of another origin already (the chat, still open): it has no handle on us to drop.
  }
  return opened;
}

/** Points the service window at the chat (an http(s) address, checked by the site's server or the site data). */
function showChat(win: Window, url: string) {
  win.location.replace(url);
  win.focus();
}

/**
 * Customer service by club rank (spec §6): a visitor gets the merchant's live chat; a member asks the site's API, which
 * answers the VIP room (club rank above 4, decrypted on the server) or the live chat. The window opens at the click,
 * then goes to the chat; when that fails it closes and says why. `available`: the merchant offers this caller a service.
 */
export function useCustomerService(): { available: boolean; open: () => void } {
  const t = useTranslations('ServiceMenu');
  const tc = useTranslations('Common');
  const { site, loggedIn } = useSite();
  const liveChat = site.customerService.find((entry) => entry.type === 'LIVECHAT')?.url ?? null;
  const vip = site.customerService.some((entry) => entry.type === 'VIP');
  const available = liveChat !== null || (loggedIn && vip);

  const open = useCallback(() => {
    const win = openServiceWindow();
    if (!win) {
      notify('error', tc('popupBlocked'));
      return;
    }
    if (!loggedIn) {
      if (liveChat) showChat(win, liveChat);
      else {
        win.close();
        notify('error', t('noService'));
      }
      return;
    }
    apiFetch<ServiceChat>(ServiceApiPath.CHAT, { method: 'POST' }).then(
      (chat) => showChat(win, chat.url),
      (error: unknown) => {
        win.close();
        const code = error instanceof ApiError ? error.code : 'network';
        if (code === INVALID_SERVICE_URL) notify('error', tc('invalidUrl'));
        else if (code === NO_SERVICE) notify('error', t('noService'));
        else if (code === 'network' || code === 'platform_unavailable') notify('error', tc('networkError'));
        else notify('error', t('serviceFailed'));
      },
    );
  }, [loggedIn, liveChat, t, tc]);

  return { available, open };
}
