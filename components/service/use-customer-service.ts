'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSite } from '@/lib/site/site-context';
import { notify } from '@/components/system/toasts';
import type { ServiceTexts } from './customer-service-chat';

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

/**
 * Customer service by club rank (spec §6): a visitor gets the merchant's live chat; a member asks the site's API, which
 * answers the VIP room (club rank above 4, decrypted on the server) or the live chat. The window opens at the click,
 * then goes to the chat (customer-service-chat.ts, loaded then); when that fails it closes and says why.
 * `available`: the merchant offers this caller a service. Every page has this (header menu, side menu): it stays small.
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
    const texts: ServiceTexts = { invalidUrl: tc('invalidUrl'), network: tc('networkError'), noService: t('noService'), failed: t('serviceFailed') };
    import('./customer-service-chat').then(
      ({ showCustomerService }) => showCustomerService(win, { loggedIn, liveChat, texts }),
      () => {
        win.close();
        notify('error', texts.network);
      },
    );
  }, [loggedIn, liveChat, t, tc]);

  return { available, open };
}
