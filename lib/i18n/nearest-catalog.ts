import { CATALOG_LOCALES, catalogLocale, FALLBACK_LOCALE, type CatalogLocale } from './locales';

/**
 * The catalog a language is shown in when the site has none of its own: the nearest by CLDR's parent chain, then the
 * merchant's default language's, then English. Pure.
 *
 * The chain is CLDR's rule in its essentials: a tag in its likely full form (zh-HK → zh-Hant-HK), without its region
 * (zh-Hant), then without its script, but only where that script is the language's usual one. A language in another
 * script has no parent but the root: zh-Hant is not zh (traditional readers do not get simplified characters), ur-Latn
 * is not ur (readers of Urdu in Latin letters do not get Arabic script). A catalog serves a step of the chain when its
 * own chain passes there: zh-HK reaches a zh-TW catalog at zh-Hant, pt-PT a pt-BR one at pt-Latn, en-GB en at en-Latn.
 */
export function parentChain(tag: string): string[] {
  let full: Intl.Locale;
  try {
    full = new Intl.Locale(tag).maximize();
  } catch {
    return [];
  }
  const { language, script, region } = full;
  const chain: string[] = [];
  if (script && region) chain.push(`${language}-${script}-${region}`);
  if (script) chain.push(`${language}-${script}`);
  if (!script || usualScript(language) === script) chain.push(language);
  return chain;
}

function usualScript(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().script;
  } catch {
    return undefined;
  }
}

let catalogChains: [CatalogLocale, string[]][] | null = null;

/** The catalog that serves `tag` by its parent chain alone, or null. */
export function catalogByParent(tag: string): CatalogLocale | null {
  const exact = catalogLocale(tag);
  if (exact) return exact;
  catalogChains ??= CATALOG_LOCALES.map((locale) => [locale, parentChain(locale)]);
  for (const step of parentChain(tag)) {
    // Several catalogs may meet there (zh-TW and zh-HK at zh-Hant): the list's order decides.
    const found = catalogChains.find(([, chain]) => chain.includes(step));
    if (found) return found[0];
  }
  return null;
}

/** The catalog pages in `tag` are shown in: by its parent chain, then the merchant's default language's, then English. */
export function nearestCatalog(tag: string, defaultTag?: string | null): CatalogLocale {
  return catalogByParent(tag) ?? (defaultTag ? catalogByParent(defaultTag) : null) ?? FALLBACK_LOCALE;
}
