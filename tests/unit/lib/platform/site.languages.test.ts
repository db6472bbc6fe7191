/** @jest-environment node */
import { reshapeSite, toClientSite } from '@/lib/platform/site';
import { CATALOG_LOCALES } from '@/lib/i18n/locales';
import { siteInfo } from '../../support/site-fixtures';

const has = (tag: string) => (CATALOG_LOCALES as readonly string[]).includes(tag);

describe('the languages of a site, from the platform’s codes (spec §9)', () => {
  const site = reshapeSite(
    'cn.example',
    siteInfo({
      languages: ['CN', 'TW', 'EN', 'SW'],
      defaultLanguage: 'CN',
      footer: { aboutHtml: { CN: '<p>关于我们</p>', TW: '<p>關於我們</p>', EN: '<p>About us</p>' }, paymentImages: [], licenceImages: [] },
    }),
  );

  it('names them by their tags in the address, and asks the platform in its own codes', () => {
    expect(site.languages).toEqual(['zh', 'zh-tw', 'en', 'sw']);
    expect(site.defaultLanguage).toBe('zh');
    expect(Object.fromEntries(Object.entries(site.languageDetails).map(([code, d]) => [code, d.platformCode]))).toEqual({
      zh: 'CN',
      'zh-tw': 'TW',
      en: 'EN',
      sw: 'SW',
    });
  });

  it('shows each in its nearest catalog, and offers only what it can show', () => {
    expect(site.languageDetails.zh!.shownIn).toBe('zh');
    // Traditional characters: their own catalog when it exists, never the simplified one.
    expect(site.languageDetails['zh-tw']!.shownIn).toBe(has('zh-TW') ? 'zh-TW' : 'zh');
    expect(site.languageDetails.sw!.shownIn).toBe('zh');
    expect(Object.keys(site.languageChoices)).toEqual(has('zh-TW') ? ['zh', 'zh-tw', 'en'] : ['zh', 'en']);
  });

  it('keys the about text by the address’s codes', () => {
    expect(site.footer.aboutHtml).toEqual({ zh: '<p>关于我们</p>', 'zh-tw': '<p>關於我們</p>', en: '<p>About us</p>' });
  });

  it('keeps the platform’s codes and the list of addresses off the client, and the choices on it', () => {
    const client = toClientSite(site);
    expect(client).not.toHaveProperty('languageDetails');
    expect(client).not.toHaveProperty('languages');
    expect(client.languageChoices).toEqual(site.languageChoices);
    expect(client.defaultLanguage).toBe('zh');
  });
});
