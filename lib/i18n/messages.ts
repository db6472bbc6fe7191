import type { CatalogLocale } from './locales';

/**
 * The message catalog of each language: messages/<locale>/*.json, one file per area of the site, merged here.
 * Every file holds whole top-level namespaces, so merging never overwrites (tests/unit/cross-cutting/message-catalogs.test.ts checks
 * that, and that every catalog has every key of the English one).
 */
export const MESSAGE_FILES = ['common', 'system', 'auth', 'home', 'shell', 'register', 'account', 'verification', 'help', 'games', 'centre', 'wallet', 'records', 'member-account', 'rewards', 'agent', 'promotions', 'download', 'seo', 'points', 'service', 'protection', 'fun-play'] as const;

export type Messages = Record<string, unknown>;

export type MessageFile = (typeof MESSAGE_FILES)[number];

/** One catalog file of a language (on the server, where every language's files are modules of the build). */
export async function loadMessageFile(locale: CatalogLocale, file: MessageFile): Promise<Messages> {
  return ((await import(`../../messages/${locale}/${file}.json`)) as { default: Messages }).default;
}

/** Merged once per language and process in a build (every request read them; nothing changes them). */
const merged = new Map<CatalogLocale, Promise<Messages>>();

export function loadMessages(locale: CatalogLocale): Promise<Messages> {
  if (process.env.NODE_ENV !== 'production') return merge(locale);
  let messages = merged.get(locale);
  if (!messages) {
    messages = merge(locale);
    merged.set(locale, messages);
    messages.catch(() => merged.delete(locale));
  }
  return messages;
}

async function merge(locale: CatalogLocale): Promise<Messages> {
  const parts = await Promise.all(MESSAGE_FILES.map((file) => loadMessageFile(locale, file)));
  return Object.assign({}, ...parts) as Messages;
}
