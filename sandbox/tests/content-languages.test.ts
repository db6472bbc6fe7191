/** @jest-environment node */
import type {
  AnnouncementsDto, HelpCenterDto, PromotionDto, SiteStatusDto,
} from '@site/platform-contract';
import { contentGaps, seedContent } from '../db/seed';
import { MERCHANTS } from '../db/seed-data';
import { textWidthEm } from '../lib/images';
import { call, makeSandbox, PUBLIC_URL } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const HOSTS: Record<string, string> = { demo: 'localhost', vn88: 'vn.localhost', ph: 'ph.localhost' };
const LANGUAGES: Record<string, string[]> = {
  demo: ['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar', 'fil', 'ms', 'km', 'my', 'ja', 'zh-TW', 'pt-BR', 'es', 'tr', 'ru', 'hi', 'bn', 'lo', 'ur', 'fa'],
  vn88: ['vi', 'en'],
  ph: ['en', 'fil'],
};

/** Vietnamese letters outside ASCII (lower and upper case): any real Vietnamese title has at least one. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** What a title in each language must contain: its script, or for Latin scripts what English never has. */
const SCRIPT: Record<string, RegExp> = {
  vi: VIETNAMESE,
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
  km: /\p{Script=Khmer}/u,
  my: /\p{Script=Myanmar}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  'zh-TW': /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  lo: /\p{Script=Lao}/u,
  ur: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
};

interface Content {
  banners: AnnouncementsDto['banners'];
  notices: { id: number; title: string; content: string }[];
  promotions: PromotionDto[];
  help: HelpCenterDto;
}

/** Everything language-dependent a merchant answers, asking with the Language header (or none). */
async function contentOf(merchant: string, language?: string): Promise<Content> {
  const headers: Record<string, string> = language === undefined ? {} : { Language: language };
  const ann = await call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
    merchant,
    headers,
    body: { types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', executionType: 'B' },
  });
  const promotions = await call<PromotionDto[]>(app, 'GET', '/wps/promotions', { merchant, headers });
  const help = await call<HelpCenterDto>(app, 'GET', '/wps/system/helpCenter?device=WEB', { merchant, headers });
  for (const res of [ann, promotions, help]) expect(res.status).toBe(200);
  const a = ann.json.value!;
  return {
    banners: a.banners,
    notices: [...a.player, ...a.popup, ...a.promotion, ...a.help],
    promotions: promotions.json.value!,
    help: help.json.value!,
  };
}

/** Every title of an answer, keyed by item so two languages can be compared item by item. */
function titles(c: Content): Map<string, string> {
  return new Map([
    ...c.banners.map((b) => [`banner ${b.bannerId}`, b.title] as const),
    ...c.notices.map((n) => [`notice ${n.id}`, n.title] as const),
    ...c.promotions.map((p) => [`promotion ${p.id}`, p.title] as const),
    ...c.help.articles.map((a) => [`help ${a.tag}`, a.title] as const),
  ]);
}

function bodies(c: Content): Map<string, string> {
  return new Map([
    ...c.notices.map((n) => [`notice ${n.id}`, n.content] as const),
    ...c.help.articles.map((a) => [`help ${a.tag}`, a.content] as const),
  ]);
}

const siteOf = async (merchant: string) =>
  (await call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${HOSTS[merchant]}`)).json.value!.site;

describe('content in every language a merchant offers', () => {
  it('the database has every item in every offered language, and nothing else is missing', () => {
    for (const code of Object.keys(LANGUAGES)) expect([code, contentGaps(app.db, code)]).toEqual([code, []]);
    const missing = app.db
      .prepare(
        `SELECT x.id, l.code FROM banners x JOIN merchant_languages l ON l.merchant_code = x.merchant_code
         WHERE NOT EXISTS (SELECT 1 FROM banner_i18n t WHERE t.banner_id = x.id AND t.language = l.code)
         UNION ALL SELECT x.id, l.code FROM notices x JOIN merchant_languages l ON l.merchant_code = x.merchant_code
         WHERE NOT EXISTS (SELECT 1 FROM notice_i18n t WHERE t.notice_id = x.id AND t.language = l.code)
         UNION ALL SELECT x.id, l.code FROM promotions x JOIN merchant_languages l ON l.merchant_code = x.merchant_code
         WHERE NOT EXISTS (SELECT 1 FROM promotion_i18n t WHERE t.promotion_id = x.id AND t.language = l.code)
         UNION ALL SELECT x.id, l.code FROM help_articles x JOIN merchant_languages l ON l.merchant_code = x.merchant_code
         WHERE NOT EXISTS (SELECT 1 FROM help_article_i18n t WHERE t.article_id = x.id AND t.language = l.code)`,
      )
      .all();
    expect(missing).toEqual([]);
  });

  it('answers each item in each offered language with its own text (not the default’s)', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      const base = await contentOf(merchant, langs[0]);
      const baseTitles = titles(base);
      const baseBodies = bodies(base);
      expect(base.banners.length).toBeGreaterThanOrEqual(14);
      expect(base.promotions.length).toBeGreaterThan(0);
      expect(base.help.articles).toHaveLength(7);
      for (const lang of langs.slice(1)) {
        const other = await contentOf(merchant, lang);
        const otherTitles = titles(other);
        // The same items…
        expect([merchant, lang, [...otherTitles.keys()].sort()]).toEqual([merchant, lang, [...baseTitles.keys()].sort()]);
        // …each with a text of its own.
        for (const [key, title] of otherTitles) {
          expect([merchant, lang, key, title.trim().length > 0]).toEqual([merchant, lang, key, true]);
          expect([merchant, lang, key, title === baseTitles.get(key)]).toEqual([merchant, lang, key, false]);
        }
        for (const [key, body] of bodies(other)) {
          expect([merchant, lang, key, body === baseBodies.get(key)]).toEqual([merchant, lang, key, false]);
        }
      }
    }
  });

  it('writes every language in its own script, with no placeholder left unfilled', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      for (const lang of langs) {
        const content = await contentOf(merchant, lang);
        for (const [key, title] of titles(content)) {
          if (SCRIPT[lang]) expect([merchant, lang, key, title, SCRIPT[lang]!.test(title)]).toEqual([merchant, lang, key, title, true]);
          expect(title).not.toMatch(/\{[a-zA-Z]+\}/);
        }
        for (const body of bodies(content).values()) expect(body).not.toMatch(/\{[a-zA-Z]+\}/);
      }
    }
  });

  it('has the footer about text in every offered language, in that language', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      const site = await siteOf(merchant);
      expect(site.footer).not.toHaveProperty('helpLinks');
      expect(Object.keys(site.footer.aboutHtml)).toEqual(langs);
      for (const lang of langs) {
        const html = site.footer.aboutHtml[lang]!;
        expect(html).toMatch(/^<p>/);
        if (SCRIPT[lang]) expect([merchant, lang, SCRIPT[lang]!.test(html)]).toEqual([merchant, lang, true]);
      }
      expect(new Set(Object.values(site.footer.aboutHtml)).size).toBe(langs.length);
    }
  });

  it('refuses to seed a merchant whose content lacks one of its languages', () => {
    const ph = MERCHANTS.find((m) => m.code === 'ph')!;
    expect(() => app.db.transaction(() => seedContent(app.db, { ...ph, languages: ['en', 'vi'] }, Date.now()))()).toThrow(
      /ph about has no "vi" text/,
    );
    expect(contentGaps(app.db, 'ph')).toEqual([]);
  });
});

describe('vn88 in Vietnamese', () => {
  it('answers Vietnamese by default: diacritics everywhere, no English title', async () => {
    const vi = await contentOf('vn88');
    const en = await contentOf('vn88', 'en');
    const english = new Set(titles(en).values());
    for (const [key, title] of titles(vi)) {
      expect([key, title, VIETNAMESE.test(title)]).toEqual([key, title, true]);
      expect([key, title, english.has(title)]).toEqual([key, title, false]);
    }
    for (const [key, body] of bodies(vi)) expect([key, VIETNAMESE.test(body)]).toEqual([key, true]);
    expect(vi.promotions.map((p) => p.title)).toContain('Thưởng nạp đầu 100%');
    expect(vi.help.language).toBe('vi');
    expect((await siteOf('vn88')).footer.aboutHtml.vi).toMatch(VIETNAMESE);
    // And the English answer is English.
    for (const [key, title] of titles(en)) expect([key, title, VIETNAMESE.test(title)]).toEqual([key, title, false]);
  });

  it('quotes amounts in the merchant’s currency, formatted for the language', async () => {
    const vi = await contentOf('vn88');
    const promo = vi.notices.find((n) => n.content.includes('100%'))!;
    expect(promo.content).toContain('100.000\u00a0₫');
    const demo = await contentOf('demo', 'en');
    expect(demo.notices.find((n) => n.title === 'First deposit 100% bonus')!.content).toContain('$10');
  });
});

describe('choosing the language', () => {
  const languageOf = async (merchant: string, language?: string) => {
    const c = await contentOf(merchant, language);
    const fromUrl = (url: string) => /\/cdn\/(?:banners|promotions)\/([a-z]{2})\/\d+\.svg$/.exec(url)?.[1];
    const langs = new Set([...c.banners.map((b) => fromUrl(b.url)), ...c.promotions.map((p) => fromUrl(p.imageUrl)), c.help.language]);
    expect(langs.size).toBe(1);
    return [...langs][0];
  };

  it.each([
    ['vn88', undefined, 'vi'],
    ['vn88', 'en', 'en'],
    ['vn88', 'EN', 'en'],
    ['vn88', ' en-US ', 'en'],
    ['vn88', 'fr', 'vi'],
    ['vn88', 'th', 'vi'],
    ['vn88', '__proto__', 'vi'],
    ['vn88', 'x'.repeat(40), 'vi'],
    ['demo', undefined, 'en'],
    ['demo', 'th', 'th'],
    ['demo', 'ar', 'ar'],
    ['demo', 'zh-CN', 'zh'],
    ['ph', 'vi', 'en'],
  ])('%s with Language %p answers %s', async (merchant, language, expected) => {
    expect(await languageOf(merchant, language)).toBe(expected);
  });

  it('answers titles in the language chosen', async () => {
    const th = await contentOf('demo', 'th');
    expect(th.banners.every((b) => SCRIPT.th!.test(b.title))).toBe(true);
    const en = await contentOf('vn88', 'EN');
    expect(en.promotions.map((p) => p.title)).toContain('100% first deposit bonus');
  });
});

describe('notices', () => {
  it('keep the hostile markup identical in every language, translating only its text', async () => {
    const skeletons = new Set<string>();
    for (const lang of LANGUAGES.demo!) {
      const hostile = (await contentOf('demo', lang)).notices.filter((n) => n.content.includes('<script>'));
      expect(hostile).toHaveLength(1);
      const html = hostile[0]!.content;
      expect(html).toContain('<script>alert(1)</script>');
      expect(html).toContain(`<img src="${PUBLIC_URL}/cdn/notices/maintenance.svg" alt="`);
      expect(html).toContain('onerror="alert(1)"');
      expect(html).toContain('<p onclick="alert(2)">');
      skeletons.add(html.replace(/>[^<]*</g, '><').replace(/alt="[^"]*"/, 'alt=""'));
    }
    expect(skeletons.size).toBe(1);
  });

  it('only the demo has the popup notice, in each of its languages', async () => {
    for (const lang of LANGUAGES.demo!) {
      const popup = (await call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
        merchant: 'demo',
        headers: { Language: lang },
        body: { types: ['PU'], platform: 'W', executionType: 'B' },
      })).json.value!.popup;
      expect(popup).toHaveLength(1);
    }
    expect((await contentOf('demo', 'en')).notices.map((n) => n.title)).toContain('Welcome gift');
  });
});

describe('market-specific text', () => {
  const article = async (merchant: string, tag: string) =>
    (await contentOf(merchant)).help.articles.find((a) => a.tag === tag)!.content;

  it('ph: 21 and over in the Philippines, licensed by PAGCOR, with the disclaimer’s eligibility statements', async () => {
    const about = (await siteOf('ph')).footer.aboutHtml.en!;
    expect(about).toMatch(/21 and over/);
    expect(about).toMatch(/Philippines/);
    expect(about).toMatch(/PAGCOR/);
    const terms = await article('ph', 'term');
    expect(terms).toMatch(/at least 21 years old/);
    expect(terms).toMatch(/over 21 years of age/);
    expect(terms).toMatch(/not a government official/);
    expect(terms).toMatch(/armed forces or the police/);
    expect(terms).toMatch(/do not hold a gaming employment licence/);
    expect(terms).toMatch(/PAGCOR/);
    expect(await article('ph', 'responsible')).toMatch(/aged 21 and over/);
  });

  it('demo and vn88: 18 and over, no eligibility statements, their own licence and payment methods', async () => {
    for (const merchant of ['demo', 'vn88']) {
      const terms = await article(merchant, 'term');
      expect(terms).toMatch(/\b18\b/);
      expect(terms).not.toMatch(/\b21\b/);
      expect(terms).toMatch(/Curaçao/);
      expect(terms).not.toMatch(/armed forces|lực lượng vũ trang/);
    }
    const vnDeposit = await article('vn88', 'deposit');
    expect(vnDeposit).toMatch(/MoMo/);
    expect(vnDeposit).toMatch(/ZaloPay/);
    expect(vnDeposit).not.toMatch(/Visa|GCash/);
    expect(await article('ph', 'deposit')).toMatch(/GCash/);
  });
});

describe('banner and promotion images in the content language', () => {
  const svgAt = async (url: string) => {
    const res = await app.request(url.replace(PUBLIC_URL, ''));
    expect([url, res.status]).toEqual([url, 200]);
    return res.text();
  };

  it('draw the title of the language in the URL', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      for (const lang of langs) {
        const c = await contentOf(merchant, lang);
        for (const b of c.banners.slice(0, 3)) {
          expect(b.url).toBe(`${PUBLIC_URL}/cdn/banners/${lang}/${b.bannerId}.svg`);
          expect(await svgAt(b.url)).toContain(`>${b.title.replace(/'/g, '&#39;')}</text>`);
        }
        for (const p of c.promotions) {
          expect(p.imageUrl).toBe(`${PUBLIC_URL}/cdn/promotions/${lang}/${p.id}.svg`);
          expect(await svgAt(p.imageUrl)).toContain(`>${p.title}</text>`);
        }
      }
    }
  });

  it('lay Arabic out right to left, and name the language and a font stack for its script', async () => {
    const ar = (await contentOf('demo', 'ar')).banners[0]!;
    const svg = await svgAt(ar.url);
    expect(svg).toContain("xml:lang='ar'");
    expect(svg).toMatch(/<text x='1120' text-anchor='start' direction='rtl'/);
    const th = await svgAt((await contentOf('demo', 'th')).banners[0]!.url);
    expect(th).toMatch(/font-family='[^']*Thai[^']*sans-serif'/);
    const zh = await svgAt((await contentOf('demo', 'zh')).banners[0]!.url);
    expect(zh).toMatch(/font-family='[^']*(SC|YaHei)[^']*sans-serif'/);
    const en = await svgAt((await contentOf('demo', 'en')).banners[0]!.url);
    expect(en).not.toContain('rtl');
  });

  it('fit long titles by shrinking the font', async () => {
    const vi = (await contentOf('vn88')).banners.find((b) => b.groupName === 'w_help')!;
    const size = Number(/font-size='(\d+)' font-weight='800'/.exec(await svgAt(vi.url))![1]);
    expect(size).toBeLessThan(64);
    expect(size * textWidthEm(vi.title)).toBeLessThanOrEqual(1040);
  });

  it('still answer the URL without a language (default), fall back for a language not offered, 404 for junk', async () => {
    const vi = (await contentOf('vn88')).banners[0]!;
    expect(await svgAt(`/cdn/banners/${vi.bannerId}.svg`)).toContain(vi.title);
    expect(await svgAt(`/cdn/banners/fr/${vi.bannerId}.svg`)).toContain(vi.title);
    const promo = (await contentOf('vn88')).promotions[0]!;
    expect(await svgAt(`/cdn/promotions/${promo.id}.svg`)).toContain(promo.title);
    for (const path of [
      `/cdn/banners/EN/${vi.bannerId}.svg`, '/cdn/banners/en/99999.svg', '/cdn/banners/en/abc.svg', '/cdn/promotions/en/1.png',
      '/cdn/promotions/x1/1.svg', '/cdn/notices/nothing.svg', '/cdn/help/__proto__.svg', '/cdn/help/constructor.svg',
    ]) {
      expect([path, (await app.request(path)).status]).toEqual([path, 404]);
    }
  });
});
