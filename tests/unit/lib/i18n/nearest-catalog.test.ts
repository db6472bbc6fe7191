/** @jest-environment node */
import { CATALOG_LOCALES } from '@/lib/i18n/locales';
import { catalogByParent, nearestCatalog, parentChain } from '@/lib/i18n/nearest-catalog';

const has = (tag: string) => (CATALOG_LOCALES as readonly string[]).includes(tag);

describe('the parent chain (CLDR)', () => {
  it('goes from the likely full form to the region dropped, then to the language where the script is its usual one', () => {
    expect(parentChain('zh-CN')).toEqual(['zh-Hans-CN', 'zh-Hans', 'zh']);
    expect(parentChain('en-GB')).toEqual(['en-Latn-GB', 'en-Latn', 'en']);
    expect(parentChain('pt-PT')).toEqual(['pt-Latn-PT', 'pt-Latn', 'pt']);
  });

  it('stops where the script is not the language’s usual one: zh-Hant is not zh, ur-Latn is not ur', () => {
    expect(parentChain('zh-HK')).toEqual(['zh-Hant-HK', 'zh-Hant']);
    expect(parentChain('zh-TW')).toEqual(['zh-Hant-TW', 'zh-Hant']);
    expect(parentChain('ur-Latn')).toEqual(['ur-Latn-PK', 'ur-Latn']);
  });

  it('is the tag alone for a language nothing is known of, and empty for what is no tag', () => {
    expect(parentChain('xx')).toEqual(['xx']);
    expect(parentChain('not a tag')).toEqual([]);
  });
});

describe('the catalog a language is shown in', () => {
  it('is its own catalog, in any spelling', () => {
    for (const locale of CATALOG_LOCALES) {
      expect(nearestCatalog(locale)).toBe(locale);
      expect(nearestCatalog(locale.toUpperCase())).toBe(locale);
    }
  });

  it('is reached by the parent chain: a region’s variant gets its language’s catalog', () => {
    expect(nearestCatalog('zh-CN', 'vi')).toBe('zh');
    expect(nearestCatalog('zh-SG', 'vi')).toBe('zh');
    expect(nearestCatalog('en-GB', 'vi')).toBe('en');
    expect(nearestCatalog('ar-EG', 'en')).toBe('ar');
    expect(nearestCatalog('vi-VN', 'en')).toBe('vi');
  });

  it('never gives traditional-character readers the simplified catalog: zh-HK reaches a traditional one or none', () => {
    // zh-TW's catalog, when the list has it, serves zh-HK at zh-Hant; zh (simplified) never does.
    expect(catalogByParent('zh-HK')).toBe(has('zh-TW') ? 'zh-TW' : null);
    expect(nearestCatalog('zh-HK', 'vi')).toBe(has('zh-TW') ? 'zh-TW' : 'vi');
  });

  it('reaches Brazilian Portuguese from Portugal’s when that catalog exists, else the default', () => {
    expect(nearestCatalog('pt-PT', 'th')).toBe(has('pt-BR') ? 'pt-BR' : 'th');
  });

  it('is the merchant’s default language’s catalog, then English, for a language no catalog is near', () => {
    // Swahili and a made-up code: nobody writes a catalog for them.
    expect(nearestCatalog('sw', 'vi')).toBe('vi');
    expect(nearestCatalog('xx', 'ko')).toBe('ko');
    // A default that has no catalog either (a made-up code): English.
    expect(nearestCatalog('sw', 'yy')).toBe('en');
    expect(nearestCatalog('xx')).toBe('en');
    // The default reaches its catalog by its own chain.
    expect(nearestCatalog('xx', 'zh-SG')).toBe('zh');
  });

  it('follows the catalog list: a language with a catalog is shown in it, one without in the fallback', () => {
    for (const tag of ['ms', 'km', 'my', 'fil', 'ja', 'zh-TW', 'pt-BR', 'es', 'tr', 'ru', 'ur', 'fa', 'hi', 'bn', 'lo']) {
      expect({ tag, shownIn: nearestCatalog(tag, 'th') }).toEqual({ tag, shownIn: has(tag) ? tag : 'th' });
    }
  });
});
