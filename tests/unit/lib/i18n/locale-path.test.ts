/** @jest-environment node */
import { canonicalRoute, localizedPath, splitLocale } from '@/lib/i18n/locale-path';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { textDirection } from '@/lib/i18n/locales';

describe('locale paths', () => {
  it('splits a locale prefix off known languages only', () => {
    expect(splitLocale('/vi/rng', ['vi', 'en'], 'vi')).toEqual({ locale: 'vi', rest: '/rng', redundantPrefix: true, prefixed: true, miscased: false });
    expect(splitLocale('/en', ['vi', 'en'], 'vi')).toEqual({ locale: 'en', rest: '/', redundantPrefix: false, prefixed: true, miscased: false });
    expect(splitLocale('/th/rng', ['vi', 'en'], 'vi')).toEqual({ locale: 'vi', rest: '/th/rng', redundantPrefix: false, prefixed: false, miscased: false });
  });

  it('knows a prefix written in other letters than the language’s address', () => {
    expect(splitLocale('/zh-TW/rng', ['vi', 'zh-tw'], 'vi')).toEqual({ locale: 'zh-tw', rest: '/rng', redundantPrefix: false, prefixed: true, miscased: true });
    expect(splitLocale('/VI', ['vi', 'en'], 'vi')).toMatchObject({ locale: 'vi', redundantPrefix: true, miscased: true });
  });

  it('builds unprefixed paths for the default language and prefixed ones otherwise', () => {
    expect(localizedPath('/promotions', 'en', 'en')).toBe('/promotions');
    expect(localizedPath('/promotions', 'vi', 'en')).toBe('/vi/promotions');
    expect(localizedPath('/', 'vi', 'en')).toBe('/vi');
    expect(localizedPath('login', 'en', 'en')).toBe('/login');
  });

  it('knows the route aliases', () => {
    expect(canonicalRoute('/index.html')).toBe('/');
    expect(canonicalRoute('/register.html')).toBe('/register');
    expect(canonicalRoute('/rng/')).toBe('/rng');
  });

  it('gives Arabic right-to-left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('vi')).toBe('ltr');
  });

  it('negotiates a catalog from Accept-Language', () => {
    expect(localeFromAcceptLanguage('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(localeFromAcceptLanguage('fr-FR,ko;q=0.5')).toBe('ko');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
  });

  it('reads the header as the hand-written parser did where that was right', () => {
    // Quality first, ties in the header's order; q=0 and an unreadable q refuse a language; spaces and case do not count.
    expect(localeFromAcceptLanguage('th;q=0.8, ar')).toBe('ar');
    expect(localeFromAcceptLanguage('ko;q=0.5, vi;q=0.5')).toBe('ko');
    expect(localeFromAcceptLanguage('ko;q=0, vi;q=0.2')).toBe('vi');
    expect(localeFromAcceptLanguage('vi;q=abc, ko;q=0.5')).toBe('ko');
    expect(localeFromAcceptLanguage(' th ; q=0.8 , , ZH-cn;q=0.9')).toBe('zh');
    expect(localeFromAcceptLanguage('ko;level=1;q=0.5, vi;q=0.4')).toBe('ko');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('fr-CA, de')).toBe('en');
    expect(localeFromAcceptLanguage('pt-BR, fr')).toBe('pt-BR');
  });

  it('passes over what is no language tag, and falls back from a script or region to the language', () => {
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('en_US, vi;q=0.9')).toBe('vi');
    expect(localeFromAcceptLanguage('*, th;q=0.5')).toBe('th');
    expect(localeFromAcceptLanguage('zh-Hant-TW, en;q=0.5')).toBe('zh');
    expect(localeFromAcceptLanguage('ar-EG;q=0.9, id-ID;q=0.8')).toBe('ar');
    // Tags are canonicalized first: older Android browsers send Indonesian as in-ID (the hand-written parser fell back to en).
    expect(localeFromAcceptLanguage('in-ID')).toBe('id');
  });
});
