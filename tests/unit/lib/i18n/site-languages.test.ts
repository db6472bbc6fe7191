/** @jest-environment node */
import { CATALOG_LOCALES } from '@/lib/i18n/locales';
import { LANGUAGE_NAMES, languageName } from '@/lib/i18n/language-names';
import { platformLanguage, shownLanguage, siteLanguages } from '@/lib/i18n/site-languages';

const has = (tag: string) => (CATALOG_LOCALES as readonly string[]).includes(tag);

describe('a merchant’s languages as the site serves them', () => {
  it('gives every offered language an address code, the default first, each once', () => {
    const site = siteLanguages(['en', 'VI', 'TW', 'PT-BR', 'KR', 'ko', 'xx'], 'VI');
    expect(site.languages).toEqual(['vi', 'en', 'zh-tw', 'pt-br', 'ko', 'xx']);
    expect(site.defaultLanguage).toBe('vi');
    // The platform is asked in its own code for each (the first spelling of a language, KR for Korean here).
    expect(site.details['zh-tw']!.platformCode).toBe('TW');
    expect(site.details.ko!.platformCode).toBe('KR');
    expect(site.details.vi!.platformCode).toBe('VI');
  });

  it('shows a language without a catalog in its nearest, and leaves it out of the picker', () => {
    // Swahili and "xx": nobody writes their catalogs. The default is Vietnamese.
    const site = siteLanguages(['vi', 'sw', 'en', 'xx'], 'vi');
    expect(site.languages).toEqual(['vi', 'sw', 'en', 'xx']);
    expect(site.details.sw).toEqual({ platformCode: 'sw', shownIn: 'vi' });
    expect(site.details.xx).toEqual({ platformCode: 'xx', shownIn: 'vi' });
    expect(site.choices).toEqual({ vi: 'vi', en: 'en' });
  });

  it('serves a merchant whose languages have no catalog: in English, with one choice, led by its default', () => {
    const site = siteLanguages(['sw', 'xx'], 'sw');
    expect(site.defaultLanguage).toBe('sw');
    expect(site.details).toEqual({ sw: { platformCode: 'sw', shownIn: 'en' }, xx: { platformCode: 'xx', shownIn: 'en' } });
    expect(site.choices).toEqual({ sw: 'en' });
  });

  it('shows Malay and Khmer in their catalogs once the list has them, else in the fallback', () => {
    const site = siteLanguages(['ms', 'km', 'xx'], 'ms');
    const expected = (tag: string) => (has(tag) ? tag : has('ms') ? 'ms' : 'en');
    expect(site.details.ms!.shownIn).toBe(expected('ms'));
    expect(site.details.km!.shownIn).toBe(expected('km'));
    expect(site.details.xx!.shownIn).toBe(has('ms') ? 'ms' : 'en');
    // One choice per catalog shown; the picker never lists "xx".
    expect(Object.keys(site.choices)).not.toContain('xx');
    expect(new Set(Object.values(site.choices)).size).toBe(Object.keys(site.choices).length);
  });

  it('leads a catalog’s choice with the language whose own it is', () => {
    // "en" is shown in English and so is "sw" (the default, without a catalog): the choice leads to /en.
    const site = siteLanguages(['sw', 'vi', 'en'], 'sw');
    expect(Object.entries(site.choices)).toEqual([
      ['en', 'en'],
      ['vi', 'vi'],
    ]);
  });

  it('reaches a catalog by the parent chain: zh-CN is shown in Chinese and listed as Chinese', () => {
    const site = siteLanguages(['zh-CN', 'en'], 'zh-CN');
    expect(site.details['zh-cn']).toEqual({ platformCode: 'zh-CN', shownIn: 'zh' });
    expect(site.choices).toEqual({ 'zh-cn': 'zh', en: 'en' });
  });

  it('drops codes that are no language and puts a missing default first; with nothing readable, English', () => {
    expect(siteLanguages(['en', '<b>', 'vi'], 'th').languages).toEqual(['th', 'en', 'vi']);
    const empty = siteLanguages(['???'], '???');
    expect(empty.languages).toEqual(['en']);
    expect(empty.details.en).toEqual({ platformCode: '???', shownIn: 'en' });
  });

  it('answers a code it does not offer as its default', () => {
    const site = { ...siteLanguages(['vi', 'TW'], 'vi') };
    const withDetails = { defaultLanguage: site.defaultLanguage, languageDetails: site.details };
    expect(platformLanguage(withDetails, 'zh-tw')).toBe('TW');
    expect(platformLanguage(withDetails, 'fr')).toBe('vi');
    expect(shownLanguage(withDetails, 'zh-tw')).toBe(has('zh-TW') ? 'zh-TW' : 'vi');
    expect(shownLanguage(withDetails, 'fr')).toBe('vi');
  });
});

describe('language names', () => {
  it('names every catalog in itself, from its table (the page and the browser never disagree on one)', () => {
    for (const locale of CATALOG_LOCALES) expect({ locale, listed: Object.keys(LANGUAGE_NAMES).includes(locale) }).toEqual({ locale, listed: true });
    expect(languageName('vi')).toBe('Tiếng Việt');
    expect(languageName('ZH-tw')).toBe('繁體中文');
  });

  it('asks Intl for a language the table does not list, with a capital first letter, else shows the code', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('it')).toBe('Italiano');
    expect(languageName('xx')).toBe('XX');
  });
});
