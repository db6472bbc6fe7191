/** @jest-environment node */
import type {
  AnnouncementsDto, HelpCenterDto, PromotionDto, SiteStatusDto, SortingVendorDto,
} from '@site/platform-contract';
import { MERCHANTS } from '../db/seed-data';
import { BOLD_CHAR_EM, DESIGNED_MARKS, MARK_TEXT_SHARE } from '../lib/images';
import { call, makeSandbox, PUBLIC_URL } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const HOSTS: Record<string, string> = { demo: 'localhost', vn88: 'vn.localhost', ph: 'ph.localhost' };

/** src of every <img> in an HTML text. */
const imgSources = (html: string) => [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]*)"/g)].map((m) => m[1]!);

/** Every image URL the content answers of a merchant mention, in every language it offers, with where it came from. */
async function imageUrlsOf(merchant: string): Promise<{ url: string; from: string }[]> {
  const out: { url: string; from: string }[] = [];
  const add = (from: string, urls: (string | null | undefined)[]) => {
    for (const url of urls) if (url) out.push({ url, from });
  };
  const site = (await call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${HOSTS[merchant]}`)).json.value!.site;
  add('logo', [site.brand.logoUrl]);
  add('payment', site.footer.paymentImages.map((i) => i.url));
  add('licence', site.footer.licenceImages.map((i) => i.url));
  add('qr', site.resources.map((r) => r.qrCodeUrl));
  const vendors = (await call<SortingVendorDto[]>(app, 'POST', '/wps/relay/GCSGAME_newGameVendor', {
    merchant,
    body: { platform: 'html5-desktop' },
  })).json.value!;
  add('vendor', vendors.flatMap((s) => s.vendors.map((v) => v.logoUrl)));

  for (const lang of site.languages) {
    const headers = { Language: lang };
    add(`about/${lang}`, imgSources(site.footer.aboutHtml[lang]!));
    const ann = (await call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
      merchant,
      headers,
      body: { types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', executionType: 'B' },
    })).json.value!;
    add(`banner/${lang}`, ann.banners.map((b) => b.url));
    add(`notice/${lang}`, [...ann.player, ...ann.popup, ...ann.promotion, ...ann.help].flatMap((n) => imgSources(n.content)));
    const promotions = (await call<PromotionDto[]>(app, 'GET', '/wps/promotions', { merchant, headers })).json.value!;
    add(`promotion/${lang}`, promotions.map((p) => p.imageUrl));
    const help = (await call<HelpCenterDto>(app, 'GET', `/wps/system/helpCenter?lang=${lang}&device=WEB`, { merchant })).json.value!;
    add(`help/${lang}`, help.articles.flatMap((a) => imgSources(a.content)));
  }
  return out;
}

describe('every image the content references exists', () => {
  it.each(Object.keys(HOSTS))('%s: every image URL, in every language, answers 200 with an image', async (merchant) => {
    const found = await imageUrlsOf(merchant);
    const kinds = new Set(found.map((f) => f.from.split('/')[0]));
    // The collection itself works: each kind of reference is there (notice and help HTML embed illustrations).
    for (const kind of ['logo', 'payment', 'licence', 'vendor', 'banner', 'notice', 'promotion', 'help']) expect(kinds).toContain(kind);

    const checked = new Map<string, string>();
    for (const { url, from } of found) {
      if (checked.has(url)) continue;
      // The site's CSP allows images only from the platform's image CDN: every URL is absolute on the sandbox.
      expect([from, url, url.startsWith(`${PUBLIC_URL}/cdn/`)]).toEqual([from, url, true]);
      const res = await app.request(url.slice(PUBLIC_URL.length));
      const type = res.headers.get('content-type') ?? '';
      expect([from, url, res.status, type.startsWith('image/')]).toEqual([from, url, 200, true]);
      checked.set(url, type === 'image/png' ? 'png' : await res.text());
    }
    // SVG art, or a raster PNG where an operator's CDN serves one (game tiles, vendor logos).
    for (const [url, body] of checked) expect([url, body === 'png' || body.startsWith('<svg ')]).toEqual([url, true]);
  });
});

/** Texts of an SVG with their position, font size and anchor (tspans flattened into their text). */
function textsOf(svg: string) {
  return [...svg.matchAll(/<text\b([^>]*)>(.*?)<\/text>/g)].map((m) => {
    const attr = (name: string) => new RegExp(`\\b${name}='([^']*)'`).exec(m[1]!)?.[1];
    const content = m[2]!.replace(/<[^>]+>/g, '').replace(/&#\d+;/g, '_');
    return {
      content,
      x: Number(attr('x')),
      y: Number(attr('y')),
      size: Number(attr('font-size')),
      anchor: attr('text-anchor') ?? 'start',
    };
  });
}

describe('payment and licence marks', () => {
  const names = [
    ...DESIGNED_MARKS.payments.map((n) => `payments/${n}`),
    ...DESIGNED_MARKS.licences.map((n) => `licences/${n}`),
    ...['paypal', 'some-unknown-very-long-name', 'x', 'constructor', '__proto__', 'A_B-C'].map((n) => `payments/${n}`),
    ...['mga', 'constructor'].map((n) => `licences/${n}`),
  ];

  it('have a design for every seeded name', () => {
    expect([...DESIGNED_MARKS.payments].sort()).toEqual(['bank-transfer', 'gcash', 'mastercard', 'maya', 'momo', 'usdt', 'visa', 'zalopay']);
    expect([...DESIGNED_MARKS.licences].sort()).toEqual(['bmm', 'curacao', 'gli', 'pagcor']);
    for (const m of MERCHANTS) {
      for (const n of m.paymentNames) expect([m.code, n, DESIGNED_MARKS.payments.includes(n)]).toEqual([m.code, n, true]);
      for (const n of m.licenceNames) expect([m.code, n, DESIGNED_MARKS.licences.includes(n)]).toEqual([m.code, n, true]);
    }
  });

  it.each(names)('%s is 5:2 and its text fits inside (0.62·F per character, ≤ 88%% of the width)', async (path) => {
    const res = await app.request(`/cdn/${path}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width='100' height='40' viewBox='0 0 100 40'/);
    expect(svg).toMatch(/aria-label='[^']+'/);
    for (const t of textsOf(svg)) {
      const width = BOLD_CHAR_EM * t.size * [...t.content].length;
      expect([path, t.content, width <= 100 * MARK_TEXT_SHARE]).toEqual([path, t.content, true]);
      const [left, right] = t.anchor === 'middle' ? [t.x - width / 2, t.x + width / 2] : [t.x, t.x + width];
      expect([path, t.content, left >= 0 && right <= 100]).toEqual([path, t.content, true]);
      expect([path, t.content, t.y - t.size * 0.75 >= 0 && t.y <= 40]).toEqual([path, t.content, true]);
    }
  });

  it('are distinct marks, not one badge with different words', async () => {
    const bodies = await Promise.all(
      [...DESIGNED_MARKS.payments.map((n) => `payments/${n}`), ...DESIGNED_MARKS.licences.map((n) => `licences/${n}`)].map(
        async (p) => (await app.request(`/cdn/${p}.svg`)).text(),
      ),
    );
    const shapes = bodies.map((b) => b.replace(/<text\b.*?<\/text>/g, '').replace(/aria-label='[^']*'/, ''));
    expect(new Set(shapes).size).toBe(bodies.length);
    // The card networks, the bank and the coin are drawn, not written.
    const mastercard = bodies[DESIGNED_MARKS.payments.indexOf('mastercard')]!;
    expect((mastercard.match(/<circle /g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(bodies[DESIGNED_MARKS.payments.indexOf('bank-transfer')]).toMatch(/<path d='M20 6 /);
    expect(bodies[DESIGNED_MARKS.payments.indexOf('usdt')]).toMatch(/<circle cx='20' cy='20' r='13' fill='#26a17b'\/>/);
  });
});
