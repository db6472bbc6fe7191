/**
 * The platform's language codes (spec §9: CN, EN, JA, TH, VI, MY, … about 35) and the BCP 47 tag each one means.
 * The codes are the platform's own, not tags: MY is Burmese, not Malaysia's Malay; TY is Tagalog; TW is Chinese in
 * traditional characters; UR-LA is Urdu in Latin letters (as a tag, "ur-LA" would read as Urdu of Laos).
 *
 * Each mapping was checked against the original platform's bundles in the public repository GoPoint9/point:
 * - docs/ncz-web-pgpc/languages/need-check.js: its EN.json and HI.json name every code in its own language
 *   ("CN":"中文", "TW":"繁體中文", "MY":"မြန်မာ", "MS":"Bahasa Melayu", "TY":"Tagalog", "KR":"한국어",
 *   "PT-BR":"Português brasileiro", "KK":"قازاق ٴتىلى", "UZ":"اوزبیک تیلی", …), in the very order spec §9 lists them;
 * - src/languages/modules/web-pgpc/json/tcg_language.json (the platform's language pack, which
 *   docs/ncz-web-pgpc/languages/README.md points to) has the texts of every code, which show the script and variant,
 *   and its README.md there glosses each code ("MY: 緬甸語 (Burmese)", "UR-LA: Urdu - Latin Alphabet").
 * docs/ncz-web-pgpc/languages/i18n.ts is another front end's list (MY: 'Bahasa Melayu', MD for Myanmar, BRA, PK…),
 * not the platform's: the platform's MY texts are Burmese, and Malay is its MS.
 *
 * A code not in this table is read as a BCP 47 tag itself ("vi", "zh-CN", "xx"), as the sandbox's lower-case codes are.
 */
export const PLATFORM_LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  // need-check.js "CN":"中文"; tcg_language.json CN texts are simplified characters (新密码与确认密码不符).
  CN: 'zh',
  // need-check.js "TW":"繁體中文"; tcg_language.json TW texts are traditional characters (新密碼與確認密碼不符).
  TW: 'zh-TW',
  // need-check.js "TY":"Tagalog"; tcg_language.json TY texts are Filipino ("Hindi tumutugma ang bagong password…").
  // Filipino (fil) is the standard form of Tagalog the Philippines writes, and the tag of our catalog.
  TY: 'fil',
  // need-check.js "MY":"မြန်မာ" beside "MS":"Bahasa Melayu"; tcg_language.json MY texts are in Myanmar script: Burmese.
  MY: 'my',
  // need-check.js "MS":"Bahasa Melayu"; tcg_language.json MS texts are Malay ("Kata laluan baharu…").
  MS: 'ms',
  // need-check.js "KR":"한국어", the same name as KO: a second code for Korean.
  KR: 'ko',
  // need-check.js "PT-BR":"Português brasileiro".
  'PT-BR': 'pt-BR',
  // need-check.js "PT":"Português"; its tcg_language.json texts are Brazilian too (celular, usuário), which plain
  // "pt" means by CLDR's likely subtags.
  PT: 'pt',
  // tcg_language.json "UR-LA" texts are Urdu in Latin letters ("Naya password…"), README.md "Urdu - Latin Alphabet".
  'UR-LA': 'ur-Latn',
  // need-check.js "UR":"اُردُو"; Arabic script, right to left.
  UR: 'ur',
  // need-check.js names KK in Arabic script, but tcg_language.json KK texts are Cyrillic (Кіру паролі…), which "kk" means.
  KK: 'kk',
  // need-check.js names UZ in Arabic script, but tcg_language.json UZ texts are Latin (Yangi parol…), which "uz" means.
  UZ: 'uz',
  // need-check.js names each in its own language, its tcg_language.json texts are in it: the code is the ISO 639-1 code.
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  TA: 'ta',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  LO: 'lo',
  NE: 'ne',
  // tcg_language.json has FR (French texts: "Le nouveau mot de passe…"); need-check.js does not name it.
  FR: 'fr',
  // Neither bundle shows TE or SW; spec §9 lists them: read as their ISO 639-1 codes, Telugu and Swahili.
  TE: 'te',
  SW: 'sw',
};

/** Primary language subtags of two or three letters (ISO 639): longer ones could be taken for a site path. */
const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/**
 * The BCP 47 tag (canonical spelling: "zh-TW", "ur-Latn") of a platform language code, or null when the code is none
 * the table knows and no language tag either.
 */
export function languageTagOf(code: string): string | null {
  const raw = code.trim();
  const mapped = PLATFORM_LANGUAGE_TAGS[raw.toUpperCase()];
  if (mapped) return mapped;
  try {
    const [canonical] = Intl.getCanonicalLocales(raw.replace(/_/g, '-'));
    return canonical && canonical.length <= 35 && TAG.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}
