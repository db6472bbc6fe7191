import type { CatalogLocale } from './locales';

/**
 * The message catalog of each language: messages/<locale>/*.json, one file per area of the site, merged here.
 * Every file holds whole top-level namespaces, so merging never overwrites (tests/unit/cross-cutting/message-catalogs.test.ts checks
 * that, and that every catalog has every key of the English one). One import names every catalog: each file of each
 * language is a chunk of its own, loaded only for the language a page is shown in.
 */
export const MESSAGE_FILES = ['common', 'system', 'auth', 'home', 'shell', 'register', 'account', 'verification', 'help', 'games', 'centre', 'wallet', 'records', 'member-account', 'rewards', 'agent', 'promotions', 'download', 'seo', 'points', 'service', 'protection', 'fun-play'] as const;

export type Messages = Record<string, unknown>;

const load = (locale: CatalogLocale): Promise<Messages[]> =>
  Promise.all(MESSAGE_FILES.map((file) => import(`../../messages/${locale}/${file}.json`).then((m) => m.default as Messages)));

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
  const parts = await load(locale);
  return Object.assign({}, ...parts) as Messages;
}
