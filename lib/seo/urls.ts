/**
 * Absolute URLs of a merchant's pages, per language: canonical addresses, hreflang alternates and the request's origin.
 * Pure, so the metadata builder, the sitemap and their tests share one rule: the default language is unprefixed, the
 * others are prefixed (lib/i18n/locale-path.ts), and `x-default` is the default language's address.
 */
import { localizedPath } from '@/lib/i18n/locale-path';
import { parseHost } from '@/lib/tenant/host';
import { visitorScheme } from '@/lib/security/visitor';

export interface SiteLanguages {
  languages: readonly string[];
  defaultLanguage: string;
}

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
export function pageUrl(origin: string, path: string, locale: string, site: SiteLanguages, query = ''): string {
  const localized = localizedPath(path, locale, site.defaultLanguage);
  return `${origin}${localized}${query && !query.startsWith('?') ? `?${query}` : query}`;
}

/** hreflang → URL for every language the merchant offers, and `x-default` (the default language's URL). */
export function languageAlternates(origin: string, path: string, site: SiteLanguages, query = ''): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const language of site.languages) alternates[language] = pageUrl(origin, path, language, site, query);
  alternates['x-default'] = pageUrl(origin, path, site.defaultLanguage, site, query);
  return alternates;
}

/** Open Graph locales (language_TERRITORY) of the site's languages; a language not listed keeps its bare code. */
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
  return OG_LOCALES[language] ?? language;
}
