'use client';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { INVALID_SERVICE_URL, NO_SERVICE, ServiceApiPath, type ServiceChat } from '@/lib/api/service';
import { notify } from '@/components/system/toasts';

/** What the customer-service button says when it cannot open a chat (translated by the caller). */
export interface ServiceTexts {
  invalidUrl: string;
  network: string;
  noService: string;
  failed: string;
}

/**
 * Points the service window (opened at the click, use-customer-service.ts) at the chat: a visitor's live chat, or what
 * the site's API answers for a member (the VIP room, decrypted and checked on the server, or the live chat). On failure
 * the window closes and the visitor is told why (spec §6 "on failure the popup closes", §8).
 */
export async function showCustomerService(win: Window, { loggedIn, liveChat, texts }: { loggedIn: boolean; liveChat: string | null; texts: ServiceTexts }) {
  let url: string;
  if (!loggedIn) {
    if (!liveChat) return fail(win, texts.noService);
    url = liveChat;
  } else {
    try {
      url = (await apiFetch<ServiceChat>(ServiceApiPath.CHAT, { method: 'POST' })).url;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      if (code === INVALID_SERVICE_URL) return fail(win, texts.invalidUrl);
      if (code === NO_SERVICE) return fail(win, texts.noService);
      if (code === 'network' || code === 'platform_unavailable') return fail(win, texts.network);
      return fail(win, texts.failed);
    }
  }
  win.location.replace(url);
  win.focus();
}

function fail(win: Window, message: string) {
  win.close();
  notify('error', message);
}
