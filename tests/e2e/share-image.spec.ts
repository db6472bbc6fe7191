import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { hostRequest, PLATFORM, resetPlatform, siteUrl } from './support/platform';

/**
 * The share image (app/[host]/og-image.png) of a page in each script the site has a catalog in. Japanese, traditional
 * Chinese and Russian pages get their title drawn. Bengali, Hindi, Khmer, Lao and Burmese ones get the brand's own
 * image: the renderer cannot shape those scripts (tests/unit/lib/seo/og-fonts.test.ts says what it drew), and a broken
 * title is worse than none, as for the right-to-left languages.
 */

const BRAND = {
  code: 'lotus',
  host: 'lotus.localhost',
  name: 'Lotus Play',
  languages: ['en', 'ja', 'zh-tw', 'ru', 'hi', 'bn', 'km', 'lo', 'my'],
  colors: { primary: '#7c2d12', primaryText: '#ffffff', accent: '#facc15' },
};

/** GET a URL of the site as its host names it (Node does not resolve *.localhost: connect to loopback, send the Host). */
async function getAsHost(request: APIRequestContext, absolute: string): Promise<Buffer> {
  const url = new URL(absolute);
  const { url: target, headers } = hostRequest(url.hostname, `${url.pathname}${url.search}`);
  const response = await request.get(target, { headers });
  expect(response.status(), absolute).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return response.body();
}

/** The share image a page names in its head, with the title it asks to be drawn. */
async function sharedImage(page: Page, request: APIRequestContext, language: string) {
  const response = await page.goto(siteUrl(BRAND.host, `/${language}/promotions`));
  expect(response?.status()).toBe(200);
  const address = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(address).toBeTruthy();
  const title = new URL(address!).searchParams.get('t') ?? '';
  const alt = await page.locator('head meta[property="og:image:alt"]').getAttribute('content');
  return { title, alt, png: await getAsHost(request, address!) };
}

/** The brand's own image: the one a share image without a title draws. */
async function brandImage(request: APIRequestContext): Promise<Buffer> {
  return getAsHost(request, siteUrl(BRAND.host, '/og-image.png'));
}

test.describe('the share image in every script', () => {
  test.beforeAll(async ({ request }) => {
    const added = await request.post(`${PLATFORM}/__sandbox/merchants`, { data: BRAND });
    // A test of this file retried in the same lane finds the brand already there.
    expect([201, 409]).toContain(added.status());
  });

  test.afterAll(async ({ request }) => {
    await resetPlatform(request);
  });

  test('a page in Japanese, traditional Chinese or Russian shares an image with its title drawn', async ({ page, request }) => {
    test.setTimeout(90_000);
    const brand = await brandImage(request);
    const titles = { ja: 'プロモーション', 'zh-tw': '優惠活動', ru: 'Акции' };
    const images: Buffer[] = [];
    for (const [language, title] of Object.entries(titles)) {
      const shared = await sharedImage(page, request, language);
      expect(shared.title).toBe(title);
      expect(shared.alt).toBe(title);
      const png = PNG.sync.read(shared.png);
      expect([png.width, png.height]).toEqual([1200, 630]);
      // The brand's image has no title: one with the page's title drawn is another picture.
      expect(shared.png.equals(brand), `${language}: the title is drawn`).toBe(false);
      images.push(shared.png);
    }
    // And each language's is its own.
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(images.length);
  });

  test('a page in Bengali, Hindi, Khmer, Lao or Burmese shares the brand’s image, not a title drawn broken', async ({ page, request }) => {
    test.setTimeout(90_000);
    const brand = await brandImage(request);
    const titles = { bn: 'প্রোমোশন', hi: 'प्रमोशन', km: 'ប្រូម៉ូសិន', lo: 'ໂປຣໂມຊັ່ນ', my: 'ပရိုမိုးရှင်းများ' };
    for (const [language, title] of Object.entries(titles)) {
      const shared = await sharedImage(page, request, language);
      // The page asks for its title, signed; the image leaves it out and draws the brand alone.
      expect(shared.title).toBe(title);
      expect(shared.png.equals(brand), `${language}: the brand's image`).toBe(true);
      // Its alternative text says what it shows.
      expect(shared.alt).toBe(BRAND.name);
    }
  });
});
