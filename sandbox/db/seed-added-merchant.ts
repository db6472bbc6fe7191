/**
 * Merchants the sandbox does not seed: a brand added while it runs (POST /__sandbox/merchants), so a test or a demo can
 * show that a new host with its own name, languages and colours works on the site without a code change. The new
 * merchant copies the demo merchant's catalogue, accounts and content (in the languages it offers), with an about text
 * of its own; POST /__sandbox/reset removes it with everything else.
 *
 * Also here: the analytics tag of the seeded merchants (SiteInfoDto.analytics.gtagId), set after the seed.
 */
import type { Db } from '.';
import { MERCHANTS, type MerchantSeed } from './seed-data';
import { ADDED_MERCHANT_ABOUT, CONTENT_LANGUAGES, type Lang, type MerchantTexts } from './seed-content';

/** The seeded merchants' analytics tag: one brand has it, so the consent banner and the tag can be tried. */
export const SEEDED_GTAG_IDS: Record<string, string> = { ph: 'G-PHPLAY2026' };

/** A Google tag id as the site accepts it (lib/seo/analytics.ts). */
export const GTAG_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

export function seedAnalytics(db: Db): void {
  const set = db.prepare('UPDATE merchants SET gtag_id = ? WHERE code = ?');
  for (const [code, id] of Object.entries(SEEDED_GTAG_IDS)) set.run(id, code);
}

export interface AddedMerchant {
  code: string;
  host: string;
  brandName: string;
  /**
   * Default first: any language codes (lower case), as a platform lists them (spec §9: "ms", "km", "pt-br", "ty"…).
   * Its content is written in those of them the seed has texts in, else in English (lib/language.ts).
   */
  languages: string[];
  colors?: { primary: string; primaryText: string; accent: string };
  currency?: { code: string; symbol: string };
  gtagId?: string;
}

const TEMPLATE_CODE = 'demo';

/** The languages the seed has texts in, of a list of codes; English when it has none of them. */
export function writtenLanguages(codes: readonly string[]): Lang[] {
  const written = codes.filter((code): code is Lang => (CONTENT_LANGUAGES as readonly string[]).includes(code));
  return written.length > 0 ? written : ['en'];
}

/** The seed of an added merchant: the demo merchant's, with the new brand's name, host, languages and colours. */
export function addedMerchantSeed(input: AddedMerchant): MerchantSeed {
  const template = MERCHANTS.find((m) => m.code === TEMPLATE_CODE);
  if (!template) throw new Error(`seed: no ${TEMPLATE_CODE} merchant to copy`);
  const languages = writtenLanguages(input.languages);
  const only = (texts: MerchantTexts): MerchantTexts => Object.fromEntries(languages.map((l) => [l, texts[l]]));
  return {
    ...template,
    code: input.code,
    brandName: input.brandName,
    hosts: [input.host],
    languages,
    offeredLanguages: input.languages,
    colors: input.colors ?? template.colors,
    currency: input.currency ?? template.currency,
    promotions: template.promotions.map((p) => ({ ...p, title: only(p.title) })),
    about: only(ADDED_MERCHANT_ABOUT),
  };
}

/** A language code a platform may list (spec §9: "en", "pt-br", "ur-la", "ty"): a short language subtag, lower case. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;

/**
 * Adds the merchant with its whole seed, its history dated from now, in one transaction. `seedMerchant` is seed.ts's
 * (passed in, so this module does not import seed.ts back). Refuses a code or host that is taken.
 */
export function addMerchant(
  db: Db,
  input: AddedMerchant,
  seedMerchant: (db: Db, m: MerchantSeed, now: number) => void,
  now: number,
): 'added' | 'code_taken' | 'host_taken' {
  const codeTaken = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck().get(input.code) === 1;
  if (codeTaken) return 'code_taken';
  const hostTaken = db.prepare('SELECT 1 FROM merchant_hosts WHERE host = ?').pluck().get(input.host) === 1;
  if (hostTaken) return 'host_taken';
  const seed = addedMerchantSeed(input);
  db.transaction(() => {
    seedMerchant(db, seed, now);
    if (input.gtagId) db.prepare('UPDATE merchants SET gtag_id = ? WHERE code = ?').run(input.gtagId, input.code);
  })();
  return 'added';
}
