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
import { CONTENT_LANGUAGES, type Lang, type MerchantTexts } from './seed-content';

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

/** Who the brand is, in every content language ({brand} is filled when seeded). */
const ABOUT: Record<Lang, string> = {
  en: '<p><b>{brand}</b> brings slots, live casino, sports and lottery together in one account. Players must be {age} or over; please play responsibly.</p>',
  vi: '<p><b>{brand}</b> mang đến slot, casino trực tiếp, thể thao và xổ số trong cùng một tài khoản. Người chơi phải từ {age} tuổi trở lên; hãy chơi có trách nhiệm.</p>',
  th: '<p><b>{brand}</b> รวมสล็อต คาสิโนสด กีฬา และลอตเตอรี่ไว้ในบัญชีเดียว ผู้เล่นต้องมีอายุ {age} ปีขึ้นไป โปรดเล่นอย่างมีความรับผิดชอบ</p>',
  zh: '<p><b>{brand}</b> 将老虎机、真人娱乐场、体育和彩票汇集于一个账户。玩家须年满 {age} 岁；请理性娱乐。</p>',
  id: '<p><b>{brand}</b> menghadirkan slot, kasino langsung, olahraga, dan lotre dalam satu akun. Pemain harus berusia {age} tahun ke atas; bermainlah secara bertanggung jawab.</p>',
  ko: '<p><b>{brand}</b>는 슬롯, 라이브 카지노, 스포츠, 복권을 하나의 계정으로 즐길 수 있는 곳입니다. {age}세 이상만 이용할 수 있으며, 책임감 있게 즐겨 주세요.</p>',
  ar: '<p>يجمع <b>{brand}</b> ألعاب السلوت والكازينو المباشر والرياضة واليانصيب في حساب واحد. يجب أن يكون عمر اللاعبين {age} عامًا أو أكثر؛ يرجى اللعب بمسؤولية.</p>',
};

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
    about: only(ABOUT),
  };
}

/** A language code a platform may list (spec §9: "en", "pt-br", "ur-la", "ty"): a short language subtag, lower case. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/;

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
