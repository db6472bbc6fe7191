/**
 * Absolute URLs of a merchant's pages, per language: canonical addresses, hreflang alternates and the request's origin.
 * Pure, so the metadata builder, the sitemap and their tests share one rule: the default language is unprefixed, the
 * others are prefixed (lib/i18n/locale-path.ts), and `x-default` is the default language's address. Search engines
 * are told of one address per catalog the pages are shown in (Site.languageChoices), under that catalog's tag: a
 * language the merchant offers without a catalog of its own shows another's text, so its pages name that one's as
 * their canonical address instead of being listed as a language they are not written in.
 */
import { localizedPath } from '@/lib/i18n/locale-path';
import { parseHost } from '@/lib/tenant/host';
import { visitorScheme } from '@/lib/security/visitor';

export interface SiteLanguages {
  /** Every language an address may name (Site.languages). */
  languages: readonly string[];
  defaultLanguage: string;
  /** One language per catalog shown (Site.languageChoices): its address's code → the catalog its text is in. */
  languageChoices: Readonly<Record<string, string>>;
}

/** What a page's addresses in each language depend on (the client's site carries these two). */
export type LanguageAddresses = Pick<SiteLanguages, 'defaultLanguage' | 'languageChoices'>;

/**
 * The origin the visitor used: the Host header as sent (port and all) and the scheme as the server in front decided it
 * (lib/security/visitor.ts). Null for a Host that is not a host name.
 */
export function originOf(headers: Headers): string | null {
  const hostHeader = headers.get('host');
  if (!hostHeader || !parseHost(hostHeader)) return null;
  const host = hostHeader.trim().toLowerCase().replace(/\.(?=:|$)/, '');
  if (!/^[a-z0-9.\-:[\]]+$/.test(host)) return null;
  return `${visitorScheme(headers)}://${host}`;
}

/** The absolute URL of `path` (a route without locale prefix, e.g. "/rng") in `locale`, with an optional "?query". */
export function pageUrl(origin: string, path: string, locale: string, site: LanguageAddresses, query = ''): string {
  const localized = localizedPath(path, locale, site.defaultLanguage);
  return `${origin}${localized}${query && !query.startsWith('?') ? `?${query}` : query}`;
}

/** hreflang (the tag of the text shown) → URL for each language choice, and `x-default` (the default language's URL). */
export function languageAlternates(origin: string, path: string, site: LanguageAddresses, query = ''): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const [code, shownIn] of Object.entries(site.languageChoices)) alternates[shownIn] = pageUrl(origin, path, code, site, query);
  alternates['x-default'] = pageUrl(origin, path, site.defaultLanguage, site, query);
  return alternates;
}

/** The language whose address is canonical for a page in `locale`, shown in `shownIn`: the choice of that text. */
export function canonicalLanguage(site: SiteLanguages, locale: string, shownIn: string): string {
  if (locale in site.languageChoices) return locale;
  return Object.keys(site.languageChoices).find((code) => site.languageChoices[code] === shownIn) ?? locale;
}

/** Open Graph locales (language_TERRITORY) of the catalogs; any other keeps its tag with an underscore (zh_TW). */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  vi: 'vi_VN',
  th: 'th_TH',
  zh: 'zh_CN',
  id: 'id_ID',
  ko: 'ko_KR',
  ar: 'ar_AR',
};

export function openGraphLocale(language: string): string {
  return OG_LOCALES[language] ?? language.replace('-', '_');
}
