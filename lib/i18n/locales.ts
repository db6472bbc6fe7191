/**
 * Languages the site has catalogs for, and how locale codes map to <html lang> and dir. A merchant may offer only
 * some of these; the platform's list decides which (see lib/tenant).
 */

export const CATALOG_LOCALES = ['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export const FALLBACK_LOCALE: CatalogLocale = 'en';

/** The cookie that stores the visitor's language choice (per host, like every cookie without Domain). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

const RTL = new Set(['ar', 'fa', 'ur', 'he']);

export function isCatalogLocale(value: string | null | undefined): value is CatalogLocale {
  return !!value && (CATALOG_LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return RTL.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
