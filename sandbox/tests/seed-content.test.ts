/** @jest-environment node */
/**
 * The sandbox's seed content (sandbox/content/*.json, typed and checked by sandbox/db/seed-content.ts): every shared
 * item in every language the seed knows, every merchant's own item in each of the merchant's languages, and a broken
 * file refused when loaded with an error naming the file and the item.
 */
import * as content from '../db/seed-content';
import { CONTENT_LANGUAGES, type MerchantTexts } from '../db/seed-content';
import { MERCHANTS } from '../db/seed-data';

/** Every text of the shared content, each named. */
function sharedTexts(): [string, MerchantTexts][] {
  return [
    ...content.HOME_BANNER_TITLES.map((t, i): [string, MerchantTexts] => [`home banner ${i}`, t]),
    ...Object.entries(content.BANNER_TITLES).map(([group, t]): [string, MerchantTexts] => [`banner ${group}`, t]),
    ...content.NOTICES.flatMap((n): [string, MerchantTexts][] => [[`notice ${n.title.en}`, n.title], [`notice ${n.title.en} html`, n.html]]),
    ...Object.entries(content.PAYMENT_METHODS).map(([code, m]): [string, MerchantTexts] => [`payment ${code}`, m.line]),
    ...Object.entries(content.LICENCE_AUTHORITIES).map(([code, t]): [string, MerchantTexts] => [`licence ${code}`, t]),
    ['eligibility', content.ELIGIBILITY],
    ...content.HELP_ARTICLES.flatMap((a): [string, MerchantTexts][] => [[`help ${a.tag}`, a.title], [`help ${a.tag} html`, a.html]]),
    ...content.SHARED_PROMOTIONS.flatMap((p): [string, MerchantTexts][] => [[`promotion ${p.key}`, p.title], [`promotion ${p.key} summary`, p.summary]]),
  ];
}

/** The languages an item lacks, or has empty. */
const lacking = (t: MerchantTexts, langs: readonly string[]) =>
  langs.filter((lang) => (t as Record<string, string | undefined>)[lang]?.trim() ? false : true);

describe('seed content', () => {
  it('has every shared item in every language the seed knows, as one line of text', () => {
    const items = sharedTexts();
    expect(items.length).toBeGreaterThan(40);
    for (const [what, t] of items) {
      expect([what, lacking(t, CONTENT_LANGUAGES)]).toEqual([what, []]);
      expect([what, Object.keys(t).sort()]).toEqual([what, [...CONTENT_LANGUAGES].sort()]);
      for (const text of Object.values(t)) expect([what, text]).toEqual([what, expect.not.stringMatching(/\n/)]);
    }
    expect(Object.keys(content.BANNER_TITLES).sort()).toEqual(content.BANNER_GROUPS.filter((g) => g !== 'w_home').sort());
  });

  it('has every merchant’s promotions and about text in each of its languages', () => {
    for (const m of MERCHANTS) {
      expect(content.PROMOTIONS[m.code]?.length).toBeGreaterThan(0);
      expect([m.code, 'about', lacking(content.ABOUT[m.code]!, m.languages)]).toEqual([m.code, 'about', []]);
      for (const p of content.PROMOTIONS[m.code]!) {
        expect([m.code, p.title.en ?? p.title, lacking(p.title, m.languages)]).toEqual([m.code, p.title.en ?? p.title, []]);
      }
    }
  });

  it('has every merchant’s promotion pages in each of its languages, each naming one of its promotions', () => {
    for (const m of MERCHANTS) {
      const titles = content.PROMOTIONS[m.code]!.map((p) => p.title[m.languages[0]!]);
      for (const [title, page] of Object.entries(content.OWN_PROMOTION_PAGES[m.code] ?? {})) {
        expect([m.code, title, titles.includes(title), lacking(page.summary, m.languages)]).toEqual([m.code, title, true, []]);
      }
      for (const p of content.EXTRA_PROMOTIONS[m.code] ?? []) {
        expect([m.code, p.key, lacking(p.title, m.languages), lacking(p.summary, m.languages)]).toEqual([m.code, p.key, [], []]);
      }
    }
  });

  it('has the promotion page’s words in every language, as many lines as in English', () => {
    const en = content.PROMOTION_TERMS.en;
    for (const lang of CONTENT_LANGUAGES) {
      const t = content.PROMOTION_TERMS[lang];
      expect([lang, t.join.length, t.apply.length, t.rules.length]).toEqual([lang, en.join.length, en.apply.length, en.rules.length]);
      for (const line of [t.how, t.terms, ...t.join, ...t.apply, ...t.rules]) expect(line.trim()).not.toBe('');
    }
  });

  it('joins HTML written as a list of lines into one line', () => {
    const terms = content.HELP_ARTICLES.find((a) => a.tag === 'term')!;
    expect(terms.html.en).toMatch(/^<p>These terms apply to every account at \{brand\}.*<\/p><h3>Who may play<\/h3><p>/);
  });
});

describe('a broken content file', () => {
  /** Loads the content with one JSON file replaced, and returns the error it throws. */
  async function loadWith(file: string, json: unknown): Promise<Error | undefined> {
    let error: Error | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock(`../content/${file}`, () => json);
      await import('../db/seed-content').catch((e: Error) => {
        error = e;
      });
    });
    jest.dontMock(`../content/${file}`);
    return error;
  }

  const notice = content.NOTICES[0]!;

  it('is refused when an item lacks a language, naming the item and the language', async () => {
    const { th: _th, ...title } = notice.title;
    expect((await loadWith('notices.json', [{ ...notice, title }]))?.message).toBe(
      'sandbox/content/notices.json [0] ("Welcome to {brand}") title: has no "th" text',
    );
  });

  it('is refused for an empty text, an unknown language or key, or a missing banner group', async () => {
    expect((await loadWith('notices.json', [{ ...notice, html: { ...notice.html, ko: ['<p>', ' '] } }]))?.message).toBe(
      'sandbox/content/notices.json [0] ("Welcome to {brand}") html.ko[1]: is not a non-empty text',
    );
    expect((await loadWith('licences.json', { curacao: { ...content.LICENCE_AUTHORITIES.curacao, fr: 'x' } }))?.message).toBe(
      'sandbox/content/licences.json.curacao: has unknown key(s) fr',
    );
    expect((await loadWith('notices.json', [{ ...notice, time: notice.timeIso }]))?.message).toMatch(/^sandbox\/content\/notices\.json \[0\].* unknown key\(s\) time$/);
    const { w_shop: _shop, ...groups } = content.BANNER_TITLES;
    expect((await loadWith('banners.json', { home: content.HOME_BANNER_TITLES, groups }))?.message).toBe(
      'sandbox/content/banners.json groups: has no banner for w_shop',
    );
  });

  it('is refused for promotion terms with a line fewer than the English, or an activity without a mode', async () => {
    const { PROMOTION_TERMS: terms } = content;
    expect((await loadWith('promotion-terms.json', { ...terms, ko: { ...terms.ko, rules: terms.ko.rules.slice(1) } }))?.message).toBe(
      `sandbox/content/promotion-terms.json ko.rules: has ${terms.en.rules.length - 1} lines, the English ${terms.en.rules.length}`,
    );
    const [first, ...others] = content.SHARED_PROMOTIONS;
    const broken = { ...first!, activity: { ...first!.activity, mode: 'watch' } };
    expect((await loadWith('promotion-pages.json', { own: {}, extra: {}, shared: [broken, ...others] }))?.message).toBe(
      `sandbox/content/promotion-pages.json shared[0] (${first!.key}).activity.mode: is "watch", not one of join, apply`,
    );
  });

  it('loads as it is', async () => {
    expect(await loadWith('notices.json', content.NOTICES)).toBeUndefined();
  });
});
