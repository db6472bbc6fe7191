/** @jest-environment node */
import { languageTagOf, PLATFORM_LANGUAGE_TAGS } from '@/lib/i18n/platform-languages';

/** Spec §9's codes, as it lists them ("and others": FR, TE and SW end its list). */
const SPEC_CODES = [
  'CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'TA', 'TW', 'TY', 'UR', 'PT-BR', 'TR', 'BN',
  'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW',
];

describe('the platform’s language codes', () => {
  it('has a tag for every code spec §9 lists, each a canonical BCP 47 tag', () => {
    for (const code of SPEC_CODES) {
      const tag = PLATFORM_LANGUAGE_TAGS[code];
      expect({ code, tag }).toEqual({ code, tag: expect.any(String) });
      expect(Intl.getCanonicalLocales(tag!)).toEqual([tag]);
    }
  });

  it('reads the codes that are not tags as the platform’s bundles show them', () => {
    // Chinese in simplified and traditional characters; MY is Burmese and MS Malay; TY Tagalog, written as Filipino.
    expect(languageTagOf('CN')).toBe('zh');
    expect(languageTagOf('TW')).toBe('zh-TW');
    expect(languageTagOf('MY')).toBe('my');
    expect(languageTagOf('MS')).toBe('ms');
    expect(languageTagOf('TY')).toBe('fil');
    expect(languageTagOf('KR')).toBe('ko');
    // Urdu in Latin letters, not Urdu of Laos.
    expect(languageTagOf('UR-LA')).toBe('ur-Latn');
    expect(languageTagOf('PT-BR')).toBe('pt-BR');
  });

  it('maps the platform’s codes in any case, as the sandbox lists them (lower case)', () => {
    expect(languageTagOf('tw')).toBe('zh-TW');
    expect(languageTagOf('ty')).toBe('fil');
    expect(languageTagOf('pt-br')).toBe('pt-BR');
    expect(languageTagOf(' Vi ')).toBe('vi');
  });

  it('reads any other code as a language tag, and gives null for what is none', () => {
    expect(languageTagOf('zh-hk')).toBe('zh-HK');
    expect(languageTagOf('en_GB')).toBe('en-GB');
    expect(languageTagOf('xx')).toBe('xx');
    expect(languageTagOf('sw')).toBe('sw');
    for (const junk of ['', 'e', 'english', 'en-', '<script>', 'zh hk', '12']) expect({ junk, tag: languageTagOf(junk) }).toEqual({ junk, tag: null });
  });
});
