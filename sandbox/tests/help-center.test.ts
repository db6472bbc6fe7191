/** @jest-environment node */
import type { HelpCenterDto } from '@site/platform-contract';
import { call, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const PATH = '/wps/system/helpCenter';
const LANGUAGES: Record<string, string[]> = {
  demo: ['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar'],
  vn88: ['vi', 'en'],
  ph: ['en'],
};

const help = (merchant: string | undefined, query: string, headers: Record<string, string> = {}) =>
  call<HelpCenterDto>(app, 'GET', `${PATH}${query}`, { merchant, headers });

describe('help centre', () => {
  it('lists the same seven articles, in order, in every offered language of every merchant', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      for (const lang of langs) {
        const { status, json } = await help(merchant, `?lang=${lang}&device=WEB`);
        expect(status).toBe(200);
        expect(json.success).toBe(true);
        const { language, articles } = json.value!;
        expect(language).toBe(lang);
        expect(articles.map(({ tag, category, footer }) => ({ tag, category, footer }))).toEqual([
          { tag: 'term', category: 'rules', footer: true },
          { tag: 'privacy', category: 'rules', footer: true },
          { tag: 'responsible', category: 'responsible', footer: true },
          { tag: 'faq', category: 'account', footer: true },
          { tag: 'deposit', category: 'payments', footer: false },
          { tag: 'withdraw', category: 'payments', footer: false },
          { tag: 'about', category: 'about', footer: true },
        ]);
        expect(articles.map((a) => a.sort)).toEqual([...articles.map((a) => a.sort)].sort((a, b) => a - b));
        expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
      }
    }
  });

  it('has real, readable, harmless HTML: several paragraphs, headings h3 and below, lists, no scripts', async () => {
    for (const [merchant, langs] of Object.entries(LANGUAGES)) {
      for (const lang of langs) {
        for (const a of (await help(merchant, `?lang=${lang}&device=WEB`)).json.value!.articles) {
          const where = `${merchant}/${lang}/${a.tag}`;
          expect([where, (a.content.match(/<p>/g) ?? []).length >= 2]).toEqual([where, true]);
          expect([where, /<h3>/.test(a.content)]).toEqual([where, true]);
          if (a.tag !== 'faq') expect([where, /<(ul|ol)>/.test(a.content)]).toEqual([where, true]);
          expect(a.content).not.toMatch(/<(script|style|iframe|h1|h2)\b|\son[a-z]+=|javascript:/i);
          expect(a.content).not.toMatch(/\{[a-zA-Z]+\}/);
          expect(a.content.length).toBeGreaterThan(250);
          // Balanced tags (the site's sanitizer would repair them, but the source should not need it).
          for (const tag of ['p', 'ul', 'ol', 'li', 'h3', 'a', 'b']) {
            const open = (a.content.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
            const close = (a.content.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
            expect([where, tag, open]).toEqual([where, tag, close]);
          }
        }
      }
    }
  });

  it('chooses the language: ?lang=, else the Language header, else the default', async () => {
    const language = async (merchant: string, query: string, header?: string) =>
      (await help(merchant, query, header ? { Language: header } : {})).json.value!.language;
    expect(await language('vn88', '?device=WEB')).toBe('vi');
    expect(await language('vn88', '?lang=en&device=WEB')).toBe('en');
    expect(await language('vn88', '?lang=EN&device=web')).toBe('en');
    expect(await language('vn88', '?lang=en&device=WEB', 'vi')).toBe('en');
    expect(await language('vn88', '?device=WEB', 'en')).toBe('en');
    expect(await language('vn88', '?lang=&device=WEB', 'en')).toBe('en');
    expect(await language('vn88', '?lang=ko&device=WEB', 'en')).toBe('en');
    expect(await language('vn88', '?lang=ko&device=WEB', 'fr')).toBe('vi');
    expect(await language('vn88', '?lang=ko&device=WEB')).toBe('vi');
    expect(await language('demo', '?lang=ar&device=WEB')).toBe('ar');
    expect(await language('ph', '?lang=vi&device=WEB')).toBe('en');
    const vi = (await help('vn88', '?device=WEB')).json.value!.articles.find((a) => a.tag === 'term')!;
    expect(vi.title).toBe('Điều khoản và điều kiện');
  });

  it('needs the Merchant header but no token', async () => {
    const res = await help(undefined, '?lang=en&device=WEB');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errorCode: 'merchant_required' });
    expect((await help('nobody', '?lang=en&device=WEB')).status).toBe(400);
    expect((await help('ph', '?lang=en&device=WEB')).status).toBe(200);
  });

  it('answers a device other than WEB with a 400 envelope', async () => {
    for (const query of ['', '?lang=en', '?device=', '?device=APP', '?device=H5&lang=en', '?device=WEBX', '?device[]=WEB', '?device=constructor']) {
      const res = await help('demo', query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.json).toMatchObject({ success: false, errorCode: 'bad_request' });
    }
    for (const query of ['?device=web', '?device=Web', '?device=WEB&device=APP']) {
      expect([query, (await help('demo', query)).status]).toEqual([query, 200]);
    }
  });

  it('never fails with a 5xx on odd query values', async () => {
    const queries = [
      '?__proto__=x&device=WEB',
      '?__proto__[lang]=vi&device=WEB',
      '?constructor=1&toString=2&device=WEB',
      '?lang[]=vi&device=WEB',
      '?lang[__proto__]=vi&device=WEB',
      '?lang=__proto__&device=WEB',
      '?lang=constructor&device=WEB',
      '?lang=vi&lang=en&device=WEB',
      '?lang=%00&device=WEB',
      '?lang=%E0%A4%A&device=WEB',
      `?lang=${'a'.repeat(5000)}&device=WEB`,
      '?device=__proto__',
      '?device=toString',
      '?device=%00',
      `?device=${'W'.repeat(5000)}`,
    ];
    for (const query of queries) {
      const res = await help('vn88', query);
      expect([query, res.status < 500]).toEqual([query, true]);
      expect(typeof res.json.success).toBe('boolean');
      if (res.status === 200) expect(['vi', 'en']).toContain(res.json.value!.language);
    }
    expect((await help('vn88', '?lang=vi&lang=en&device=WEB')).json.value!.language).toBe('vi');
  });
});

describe('footer help links come from the help centre', () => {
  it('keeps no help items in the footer table, and cannot get them back', () => {
    expect(app.db.prepare("SELECT COUNT(*) FROM footer_items WHERE kind NOT IN ('payment', 'licence')").pluck().get()).toBe(0);
    expect(() =>
      app.db.prepare("INSERT INTO footer_items (merchant_code, kind, tag, image_path, sort) VALUES ('demo', 'help', 'term', '/x', 9)").run(),
    ).toThrow(/CHECK constraint/);
  });
});
