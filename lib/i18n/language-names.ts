/**
 * Each language's name in itself, as a language picker shows it: the spec's languages (§9) and the catalogs written or
 * planned, so adding a catalog needs no name. A tag not listed gets its name from Intl.DisplayNames, in itself, its
 * first letter a capital (as a menu item starts). Names are given to the picker from the server, so the page and the
 * browser never disagree on one.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  ar: 'العربية',
  ja: '日本語',
  ms: 'Bahasa Melayu',
  km: 'ភាសាខ្មែរ',
  my: 'မြန်မာ',
  fil: 'Filipino',
  es: 'Español',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  ru: 'Русский',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  ur: 'اردو',
  'ur-Latn': 'Urdu (Roman)',
  fa: 'فارسی',
  kk: 'Қазақ тілі',
  uz: 'Oʻzbekcha',
  lo: 'ລາວ',
  ne: 'नेपाली',
  fr: 'Français',
  sw: 'Kiswahili',
};

/** The name of the language `tag` (BCP 47, any case) in that language. */
export function languageName(tag: string): string {
  const listed = Object.keys(LANGUAGE_NAMES).find((key) => key.toLowerCase() === tag.toLowerCase());
  if (listed) return LANGUAGE_NAMES[listed]!;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name.toLowerCase() !== tag.toLowerCase()) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Not a tag Intl can read: its code is all there is.
  }
  return tag.toUpperCase();
}
