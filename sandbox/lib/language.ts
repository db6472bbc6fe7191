/**
 * The content language of a request. Every route that returns merchant content (banners, notices, promotions, help
 * articles, their images) answers in the language this picks, so the rule lives in one place. The language asked in:
 *   1. an explicit choice the call carries (the help centre's ?lang=), when the merchant offers it;
 *   2. the Language header the site sends on every platform call, when the merchant offers it;
 *   3. the merchant's default language (the first of merchant_languages by sort).
 * Codes are compared lower-cased; "vi-VN" counts as "vi" when the merchant offers "vi" but not "vi-vn".
 *
 * A merchant may offer a language the seed has no texts in (an added merchant's "km", "xx": spec §9 lists about 35
 * codes): its texts are then those of the merchant's first language the seed writes, else English, as an operator's
 * untranslated content would be (textLanguageOf). An item written in that very language (POST
 * /__sandbox/merchants/<code>/notices) is still answered in it.
 */
import type { Context } from 'hono';
import { PlatformHeader } from '@site/platform-contract';
import { CONTENT_LANGUAGES } from '../db/seed-content';
import type { AppEnv, Deps } from './context';

/** Used only when a merchant has no language rows at all (the seed always gives one). */
export const FALLBACK_LANGUAGE = 'en';

/** Longest value considered; anything longer is not a language tag. */
const MAX_TAG_LENGTH = 35;

export interface Languages {
  /** The merchant's language codes, default first. */
  languagesOf(merchantCode: string): string[];
  /** The language the merchant's default texts are in: where an item not translated falls back to. */
  defaultOf(merchantCode: string): string;
  /** The first candidate the merchant offers, else its default. Candidates may be junk (any string, or missing). */
  pick(merchantCode: string, ...candidates: (string | null | undefined)[]): string;
  /** The language the merchant's texts for one of its languages are in (the language itself when the seed writes it). */
  textLanguageOf(merchantCode: string, code: string): string;
  /** pick() for a request that passed requireMerchant: explicit choice, then the Language header, then the default. */
  requestedLanguage(c: Context<AppEnv>, explicit?: string | null): string;
  /** The language of the texts a request gets: its requested language's (textLanguageOf). */
  contentLanguage(c: Context<AppEnv>, explicit?: string | null): string;
}

const WRITTEN: readonly string[] = CONTENT_LANGUAGES;

/**
 * A language code as a merchant is given it (an added merchant, a notice's language): the seed's own spelling when it
 * writes that language ("pt-br" → "pt-BR", "KM" → "km"), else lower-cased.
 */
export function canonicalCode(code: string): string {
  const lower = code.trim().toLowerCase();
  return WRITTEN.find((lang) => lang.toLowerCase() === lower) ?? lower;
}

/** The language an offered language's texts are in, for a merchant offering `langs` (see the top of this file). */
export function textLanguage(langs: readonly string[], code: string): string {
  if (WRITTEN.includes(code)) return code;
  return langs.find((lang) => WRITTEN.includes(lang)) ?? FALLBACK_LANGUAGE;
}

export function createLanguages(deps: Deps): Languages {
  const offered = deps.db.prepare('SELECT code FROM merchant_languages WHERE merchant_code = ? ORDER BY sort').pluck();
  const languagesOf = (merchantCode: string) => offered.all(merchantCode) as string[];

  function match(langs: string[], raw: string | null | undefined): string | undefined {
    if (typeof raw !== 'string') return undefined;
    const tag = raw.trim().toLowerCase();
    if (tag === '' || tag.length > MAX_TAG_LENGTH) return undefined;
    // Offered codes keep their spelling ("zh-TW", "pt-BR"): compared lower-cased, answered as offered.
    const offeredAs = (code: string) => langs.find((lang) => lang.toLowerCase() === code);
    return offeredAs(tag) ?? offeredAs(tag.split(/[-_]/)[0]!);
  }

  function pick(merchantCode: string, ...candidates: (string | null | undefined)[]): string {
    const langs = languagesOf(merchantCode);
    for (const candidate of candidates) {
      const found = match(langs, candidate);
      if (found) return found;
    }
    return langs[0] ?? FALLBACK_LANGUAGE;
  }

  const textLanguageOf = (merchantCode: string, code: string) => textLanguage(languagesOf(merchantCode), code);
  const requestedLanguage = (c: Context<AppEnv>, explicit?: string | null) =>
    pick(c.get('merchant').code, explicit, c.req.header(PlatformHeader.LANGUAGE));

  return {
    languagesOf,
    defaultOf: (merchantCode) => textLanguageOf(merchantCode, languagesOf(merchantCode)[0] ?? FALLBACK_LANGUAGE),
    pick,
    textLanguageOf,
    requestedLanguage,
    contentLanguage: (c, explicit) => textLanguageOf(c.get('merchant').code, requestedLanguage(c, explicit)),
  };
}

/**
 * Stored content HTML refers to images on this sandbox by path (src="/cdn/…"); answers carry absolute URLs built
 * with abs(), because the site's CSP allows images only from the platform's image CDN origin.
 */
export function absoluteCdnLinks(html: string, abs: (path: string) => string): string {
  return html.replace(/\b(src|href)="(\/cdn\/[^"]*)"/g, (_all, attr: string, path: string) => `${attr}="${abs(path)}"`);
}
