/** @jest-environment node */
import { canonicalRoute, localizedPath, splitLocale } from '@/lib/i18n/locale-path';
import { localeFromAcceptLanguage, textDirection } from '@/lib/i18n/locales';

describe('locale paths', () => {
  it('splits a locale prefix off known languages only', () => {
    expect(splitLocale('/vi/rng', ['vi', 'en'], 'vi')).toEqual({ locale: 'vi', rest: '/rng', redundantPrefix: true, prefixed: true });
    expect(splitLocale('/en', ['vi', 'en'], 'vi')).toEqual({ locale: 'en', rest: '/', redundantPrefix: false, prefixed: true });
    expect(splitLocale('/th/rng', ['vi', 'en'], 'vi')).toEqual({ locale: 'vi', rest: '/th/rng', redundantPrefix: false, prefixed: false });
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
});
