import { pathWithoutLocale } from '@/lib/i18n/locale-path';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));

describe('pathWithoutLocale', () => {
  it('leaves default-language paths alone', () => {
    expect(pathWithoutLocale('/promotions', 'en', 'en')).toBe('/promotions');
    expect(pathWithoutLocale('/', 'en', 'en')).toBe('/');
  });

  it('strips the prefix of another language', () => {
    expect(pathWithoutLocale('/vi', 'vi', 'en')).toBe('/');
    expect(pathWithoutLocale('/vi/promotions', 'vi', 'en')).toBe('/promotions');
  });

  it('does not strip a path that only starts with the same letters', () => {
    expect(pathWithoutLocale('/video', 'vi', 'en')).toBe('/video');
  });
});
