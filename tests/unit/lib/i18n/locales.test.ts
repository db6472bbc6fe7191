/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_LOCALES, catalogLocale, textDirection } from '@/lib/i18n/locales';

describe('text direction', () => {
  it('runs Arabic-script languages right to left: Arabic, Urdu, Persian', () => {
    for (const tag of ['ar', 'ar-EG', 'ur', 'fa', 'ps', 'he']) expect({ tag, dir: textDirection(tag) }).toEqual({ tag, dir: 'rtl' });
  });

  it('follows the script a tag names: Urdu in Latin letters runs left to right, Kazakh in Arabic script right to left', () => {
    expect(textDirection('ur-Latn')).toBe('ltr');
    expect(textDirection('kk-Arab')).toBe('rtl');
  });

  it('runs every other language, and what is no tag, left to right', () => {
    for (const tag of ['en', 'vi', 'zh-TW', 'km', 'my', 'fil', 'xx', 'not a tag', '']) expect({ tag, dir: textDirection(tag) }).toEqual({ tag, dir: 'ltr' });
  });
});

describe('catalog tags', () => {
  it('are canonical BCP 47 tags, each with its catalog folder', () => {
    for (const locale of CATALOG_LOCALES) {
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect({ locale, folder: existsSync(path.join(process.cwd(), 'messages', locale, 'common.json')) }).toEqual({ locale, folder: true });
    }
  });

  it('are found in any spelling', () => {
    expect(catalogLocale('EN')).toBe('en');
    expect(catalogLocale('xx')).toBeNull();
    expect(catalogLocale(undefined)).toBeNull();
  });
});
