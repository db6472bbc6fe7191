import { catalogByParent, nearestCatalog } from './nearest-catalog';
import { languageTagOf } from './platform-languages';
import { FALLBACK_LOCALE, type CatalogLocale } from './locales';

/**
 * A merchant's languages as the site serves them, from the platform's list (spec §9: any of about 35 codes, and codes
 * nobody has a catalog for). Every offered language gets its pages, so no offered language breaks a page:
 * - its address is its BCP 47 tag in lower case ("/zh-tw/promotions", "/fil"), the default language's unprefixed;
 * - its pages are shown in its nearest catalog (nearest-catalog.ts), and <html lang dir> are that catalog's;
 * - the platform still gets its own code for it (Language), so banners, notices and games come in the language chosen.
 * The picker lists only what the site can show: one choice per catalog these languages are shown in, so a language
 * shown in another's catalog is not offered as if it were its own. Pure.
 */

export interface LanguageDetails {
  /** The platform's own code for the language ("TW", "my"): what platform calls are made in. */
  platformCode: string;
  /** The catalog its pages are shown in (the language itself when the site has its catalog). */
  shownIn: CatalogLocale;
}

/**
 * The languages a visitor may pick, one per catalog shown, in the platform's order: the address's code each choice
 * leads to → the catalog its pages are shown in (the language the visitor reads, its lang and its hreflang). A map,
 * not a list of objects: every page carries it in its flight data.
 */
export type LanguageChoices = Record<string, CatalogLocale>;

export interface SiteLanguages {
  /** Address codes (lower-case BCP 47 tags) of the languages the platform offers, the default first. */
  languages: string[];
  defaultLanguage: string;
  details: Record<string, LanguageDetails>;
  choices: LanguageChoices;
}

/** The site's languages for a platform's list of codes and its default code (spelled as the platform spells them). */
export function siteLanguages(offered: readonly string[], platformDefault: string | null | undefined): SiteLanguages {
  const entries = new Map<string, { platformCode: string; tag: string }>();
  const add = (code: string) => {
    const tag = languageTagOf(code);
    if (tag && !entries.has(tag.toLowerCase())) entries.set(tag.toLowerCase(), { platformCode: code.trim(), tag });
  };
  const defaultTag = platformDefault ? languageTagOf(platformDefault) : null;
  if (platformDefault && defaultTag) add(platformDefault);
  for (const code of offered) add(code);
  // A platform whose every code is unreadable still has a site: in English, asking the platform in its own default.
  if (entries.size === 0) entries.set(FALLBACK_LOCALE, { platformCode: platformDefault?.trim() || FALLBACK_LOCALE, tag: FALLBACK_LOCALE });

  const languages = [...entries.keys()];
  const defaultLanguage = languages[0]!;
  const defaultOf = entries.get(defaultLanguage)!.tag;
  const details: Record<string, LanguageDetails> = {};
  for (const [code, { platformCode, tag }] of entries) details[code] = { platformCode, shownIn: nearestCatalog(tag, defaultOf) };
  return { languages, defaultLanguage, details, choices: languageChoices(languages, defaultLanguage, details, entries) };
}

/**
 * One choice per catalog shown, in the platform's order, led by the language that is the catalog's own (or reaches it
 * by its parent chain), else by the default language, else by the first language shown in it.
 */
function languageChoices(
  languages: string[],
  defaultLanguage: string,
  details: Record<string, LanguageDetails>,
  entries: Map<string, { tag: string }>,
): LanguageChoices {
  const leaders = new Map<CatalogLocale, string>();
  const rank = (code: string) => (catalogByParent(entries.get(code)!.tag) === details[code]!.shownIn ? 0 : code === defaultLanguage ? 1 : 2);
  for (const code of languages) {
    const { shownIn } = details[code]!;
    const leader = leaders.get(shownIn);
    if (leader === undefined || rank(code) < rank(leader)) leaders.set(shownIn, code);
  }
  return Object.fromEntries([...leaders].map(([shownIn, code]) => [code, shownIn]));
}

type WithDetails = { defaultLanguage: string; languageDetails: Record<string, LanguageDetails> };

/** What the platform calls the site's language `code` (its default's for a code it does not offer). */
export function platformLanguage(site: WithDetails, code: string): string {
  return (site.languageDetails[code] ?? site.languageDetails[site.defaultLanguage])?.platformCode ?? code;
}

/** The catalog pages in the site's language `code` are shown in (its default's for a code it does not offer). */
export function shownLanguage(site: WithDetails, code: string): CatalogLocale {
  return (site.languageDetails[code] ?? site.languageDetails[site.defaultLanguage])?.shownIn ?? FALLBACK_LOCALE;
}
