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

/** Pick the best catalog for an Accept-Language header (used only where no merchant is known). */
export function localeFromAcceptLanguage(header: string | null | undefined): CatalogLocale {
  if (!header) return FALLBACK_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isCatalogLocale(base)) return base;
  }
  return FALLBACK_LOCALE;
}
