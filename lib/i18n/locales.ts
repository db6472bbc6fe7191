/**
 * The languages the site has catalogs for, and which way a language's text runs. A merchant's platform may offer
 * others: each of those is shown in its nearest catalog (lib/i18n/nearest-catalog.ts, lib/i18n/site-languages.ts).
 *
 * Adding a language: drop its catalog into messages/<tag>/ (one file per area, every key of the English one) and add
 * its tag here. Nothing else names the catalogs: the message loaders, the picker, the URL segment, the cookie and
 * hreflang all follow this list.
 */

export const CATALOG_LOCALES = [
  'en', 'vi', 'th', 'zh', 'id', 'ko', 'ar', 'fil', 'ms', 'km', 'my', 'ja', 'zh-TW', 'pt-BR', 'es', 'tr', 'ru', 'hi', 'bn', 'lo', 'ur', 'fa',
] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export const FALLBACK_LOCALE: CatalogLocale = 'en';

/** The cookie that stores the visitor's language choice (per host, like every cookie without Domain). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** A catalog's tag as CATALOG_LOCALES spells it, for any spelling of it ("zh-tw" → "zh-TW"); else null. */
export function catalogLocale(value: string | null | undefined): CatalogLocale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  return CATALOG_LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

export function isCatalogLocale(value: string | null | undefined): value is CatalogLocale {
  return !!value && (CATALOG_LOCALES as readonly string[]).includes(value);
}

/** Scripts written right to left (ISO 15924), of the languages a platform may offer and a few more. */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/**
 * Which way a language's text runs, from its script: the one the tag names, else its likely one (Urdu and Persian are
 * Arabic script, right to left; Urdu in Latin letters, ur-Latn, runs left to right). A tag Intl cannot read runs
 * left to right.
 */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  try {
    const script = new Intl.Locale(locale).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
