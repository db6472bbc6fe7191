import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATALOG_LOCALES, textDirection } from '@/lib/i18n/locales';
import { languageName } from '@/lib/i18n/language-names';
import { siteLanguages } from '@/lib/i18n/site-languages';
import { catalogMessage } from './support/catalog';
import { hostRequest, PLATFORM, resetPlatform, SITE_PORT, siteUrl } from './support/platform';

/**
 * Languages a merchant's platform offers (spec §9: about 35 codes, and codes nobody has a catalog for) never break a
 * page: each is served in the catalog nearest it, with <html lang dir> true to the text shown, the picker lists only
 * what the site can show, and the platform still gets the code chosen. Each test adds a merchant of its own to the
 * sandbox (POST /__sandbox/merchants); a reset after the file removes them.
 *
 * What a language is shown in depends on the catalogs the site has (CATALOG_LOCALES): where a test names languages
 * whose catalogs are being written (Malay, Khmer, Urdu, traditional Chinese), it computes what to expect from that
 * list, so it holds before and after they land.
 */

test.afterAll(async ({ request }) => {
  await resetPlatform(request);
});

const has = (tag: string) => (CATALOG_LOCALES as readonly string[]).includes(tag);

/** A catalog's message, {brand} filled. */
const message = (catalog: string, file: string, key: string, brand = '') => catalogMessage(catalog, file, key, { brand });

interface Brand {
  code: string;
  host: string;
  name: string;
  languages: string[];
}

async function addMerchant(request: APIRequestContext, brand: Brand) {
  const added = await request.post(`${PLATFORM}/__sandbox/merchants`, { data: brand });
  expect(added.status()).toBe(201);
}

/** Opens a page of the brand (its popup notices already seen, as a returning visitor's) and checks it is served. */
async function open(page: Page, brand: Brand, pathname: string) {
  await page.context().addCookies([{ name: 'popupNoticesSeen', value: '1', domain: brand.host, path: '/' }]);
  const response = await page.goto(siteUrl(brand.host, pathname));
  expect(response?.status(), `${brand.host}${pathname}`).toBe(200);
  await expect(page.getByRole('heading', { name: message('en', 'system', 'System.siteNotFoundTitle') })).toHaveCount(0);
}

/** The home page is in `catalog`: its heading in that catalog, <html lang dir> that catalog's. */
async function expectHomeIn(page: Page, brand: Brand, catalog: string) {
  await expect(page.getByRole('heading', { level: 1, name: message(catalog, 'home', 'Home.heading', brand.name) })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', catalog);
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection(catalog));
}

test('a merchant offering Malay, Khmer and "xx" serves every one of them, each in the catalog it is shown in', async ({ page, request }) => {
  // A new brand's first pages render cold: more than the default on two cores.
  test.setTimeout(120_000);
  const brand = { code: 'selat', host: 'selat.localhost', name: 'Selat Star', languages: ['ms', 'km', 'xx'] };
  await addMerchant(request, brand);
  const { details, choices } = siteLanguages(brand.languages, 'ms');

  for (const [code, pathname] of [['ms', '/'], ['km', '/km'], ['xx', '/xx']] as const) {
    await open(page, brand, pathname);
    // Malay and Khmer in their own catalogs once the site has them; "xx" (and until then they) in the nearest.
    const catalog = details[code]!.shownIn;
    expect(catalog).toBe(has(code) ? code : has('ms') ? 'ms' : 'en');
    await expectHomeIn(page, brand, catalog);
  }

  // Its other pages too: promotions in Khmer's catalog, the address keeping its language.
  await open(page, brand, '/km/promotions');
  await expect(page.locator('html')).toHaveAttribute('lang', details.km!.shownIn);
  await expect(page.getByRole('heading', { level: 1, name: message(details.km!.shownIn, 'promotions', 'Promotions.title') })).toBeVisible();

  // The picker lists what the site can show, by name; never "xx".
  await open(page, brand, '/km');
  const picker = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${message(details.km!.shownIn, 'shell', 'Language.label')}`) });
  const shown = Object.values(choices);
  if (shown.length < 2) {
    await expect(picker).toHaveCount(0);
  } else {
    await picker.click();
    await expect(page.getByRole('menuitemradio')).toHaveText(shown.map((catalog) => languageName(catalog)));
  }
});

test('a language no catalog is near is shown in the default’s, with a true lang, and the platform still gets its code', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Swahili and "xx": nobody writes their catalogs. The default is Vietnamese.
  const brand = { code: 'pwani', host: 'pwani.localhost', name: 'Pwani Play', languages: ['vi', 'sw', 'xx', 'en'] };
  await addMerchant(request, brand);
  // A notice the merchant wrote in Swahili only ("Welcome! New offers every week").
  const notice = { language: 'sw', title: 'Karibu! Ofa mpya kila wiki', content: '<p>Angalia ofa zetu mpya kwenye ukurasa wa matangazo.</p>' };
  expect((await request.post(`${PLATFORM}/__sandbox/merchants/${brand.code}/notices`, { data: notice })).status()).toBe(201);

  for (const pathname of ['/sw', '/xx']) {
    await open(page, brand, pathname);
    await expectHomeIn(page, brand, 'vi');
    await expect(page).toHaveURL(siteUrl(brand.host, pathname));
  }
  // On the Swahili page the platform's notice in Swahili is shown (under the Vietnamese heading); on the others not.
  await open(page, brand, '/sw');
  const notices = page.getByRole('region', { name: message('vi', 'home', 'Home.notices') });
  await expect(notices.getByText(notice.title)).toBeVisible();
  for (const pathname of ['/', '/xx']) {
    await open(page, brand, pathname);
    await expect(page.getByRole('region', { name: message('vi', 'home', 'Home.notices') })).toBeVisible();
    await expect(page.getByText(notice.title)).toHaveCount(0);
  }

  // The picker lists Vietnamese and English only; a link the site draws keeps the page's language.
  await open(page, brand, '/sw');
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${message('vi', 'shell', 'Language.label')}`) }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['Tiếng Việt', 'English']);
  await expect(page.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: message('vi', 'shell', 'Sidebar.promotions') }).first()).toHaveAttribute('href', '/sw/promotions');

  // Search engines are told of the two languages it is written in; the Swahili page names the Vietnamese as canonical.
  const origin = `http://${brand.host}:${SITE_PORT}`;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  const hreflangs = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(hreflangs.sort()).toEqual([`en ${origin}/en`, `vi ${origin}/`, `x-default ${origin}/`]);
  const sitemap = await request.get(hostRequest(brand.host, '/sitemap.xml').url, { headers: hostRequest(brand.host).headers });
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.filter((loc) => /\/(sw|xx)(\/|$)/.test(new URL(loc).pathname))).toEqual([]);
  expect(locs).toContain(`${origin}/en`);

  // Its installed app in Swahili opens the Swahili pages, its texts in Vietnamese.
  const manifest = await request.get(hostRequest(brand.host, '/sw/manifest.webmanifest').url, { headers: hostRequest(brand.host).headers });
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ lang: 'vi', dir: 'ltr', start_url: '/sw', description: message('vi', 'download', 'Download.manifestDescription', brand.name) });
});

test('a language reaches its catalog by CLDR’s parent chain: zh-CN is Chinese, zh-HK never simplified', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brand = { code: 'kowloon', host: 'kowloon.localhost', name: 'Kowloon Club', languages: ['en', 'zh-cn', 'zh-hk'] };
  await addMerchant(request, brand);

  await open(page, brand, '/zh-cn');
  await expectHomeIn(page, brand, 'zh');
  // Traditional characters: their own catalog when the site has one, else the default's, never simplified Chinese.
  await open(page, brand, '/zh-hk');
  await expectHomeIn(page, brand, has('zh-TW') ? 'zh-TW' : 'en');
  // Any spelling of the address serves the language, from its one address: the tag in lower case.
  await open(page, brand, '/ZH-CN/promotions');
  await expect(page).toHaveURL(/\/zh-cn\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('a right-to-left language shown in another’s catalog keeps its page mirrored', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Arabic is the default; Swahili is shown in it; Urdu in its own catalog once there is one, else in Arabic.
  const brand = { code: 'qamar', host: 'qamar.localhost', name: 'Qamar', languages: ['ar', 'sw', 'ur'] };
  await addMerchant(request, brand);

  for (const [pathname, catalog] of [['/sw', 'ar'], ['/ur', has('ur') ? 'ur' : 'ar']] as const) {
    await open(page, brand, pathname);
    await expectHomeIn(page, brand, catalog);
    expect(textDirection(catalog)).toBe('rtl');
    // Mirrored: the brand's home link starts the header on the right.
    const viewport = page.viewportSize()!;
    const home = await page.getByRole('banner').getByRole('link', { name: brand.name }).first().boundingBox();
    expect(home!.x + home!.width / 2).toBeGreaterThan(viewport.width / 2);
  }
});
