import 'server-only';
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { CATALOG_LOCALES, FALLBACK_LOCALE, isCatalogLocale, type CatalogLocale } from './locales';

/**
 * Pick the best catalog for an Accept-Language header (used only where no merchant is known), as next-intl's own
 * detection does: negotiator reads the header (languages by quality, q=0 left out, ties in the header's order), and the
 * first of them that a catalog serves wins by BCP 47 lookup (vi-VN falls back to vi, zh-Hant-TW to zh). What is no
 * language tag (*, en_US) is passed over: the matcher would refuse the whole list for it.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): CatalogLocale {
  if (!header) return FALLBACK_LOCALE;
  const requested = new Negotiator({ headers: { 'accept-language': header } }).languages().filter(isLanguageTag);
  const best = match(requested, CATALOG_LOCALES, FALLBACK_LOCALE, { algorithm: 'lookup' });
  return isCatalogLocale(best) ? best : FALLBACK_LOCALE;
}

function isLanguageTag(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}
