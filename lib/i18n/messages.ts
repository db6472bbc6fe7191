import type { CatalogLocale } from './locales';

/**
 * The message catalog of each language: messages/<locale>/*.json, one file per area of the site, merged here.
 * Every file holds whole top-level namespaces, so merging never overwrites (tests/unit/cross-cutting/message-catalogs.test.ts checks
 * that, and that every catalog has every key of the English one).
 */
export const MESSAGE_FILES = ['common', 'system', 'auth', 'home', 'shell', 'register', 'account', 'verification', 'help', 'games', 'centre', 'wallet', 'records', 'member-account', 'rewards', 'agent', 'promotions', 'download', 'seo', 'points', 'service', 'protection', 'fun-play'] as const;

export type Messages = Record<string, unknown>;

const loaders: Record<CatalogLocale, () => Promise<Messages[]>> = {
  en: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/en/${f}.json`).then((m) => m.default))),
  vi: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/vi/${f}.json`).then((m) => m.default))),
  th: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/th/${f}.json`).then((m) => m.default))),
  zh: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/zh/${f}.json`).then((m) => m.default))),
  id: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/id/${f}.json`).then((m) => m.default))),
  ko: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/ko/${f}.json`).then((m) => m.default))),
  ar: () => Promise.all(MESSAGE_FILES.map((f) => import(`../../messages/ar/${f}.json`).then((m) => m.default))),
};

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
  const parts = await loaders[locale]();
  return Object.assign({}, ...parts) as Messages;
}
