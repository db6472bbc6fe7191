import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PAGE_NAMESPACES, pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The client messages of the promotions pages: the shell's and Promotions, and on a promotion's page the parts of the
 * reward centre's apply form it reuses (its texts and refusals, the image field's), not their whole namespaces.
 */
const APPLY_PARTS: Record<string, string[]> = { Rewards: ['apply', 'errors'], Wallet: ['upload'] };

export function pickParts(messages: Messages, parts: Record<string, string[]>): Messages {
  return Object.fromEntries(
    Object.entries(parts).flatMap(([namespace, keys]) => {
      const all = messages[namespace];
      if (!all || typeof all !== 'object') return [];
      const picked = Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, (all as Messages)[key]]));
      return [[namespace, picked]];
    }),
  );
}

export async function PromotionMessages({ applyForm = false, children }: { applyForm?: boolean; children: ReactNode }) {
  const messages = await getMessages();
  const picked = {
    ...pickNamespaces(messages, [...SHELL_NAMESPACES, ...PAGE_NAMESPACES.promotions]),
    ...(applyForm ? pickParts(messages, APPLY_PARTS) : {}),
  };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
