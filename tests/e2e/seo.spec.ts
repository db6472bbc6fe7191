import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HOSTS, hostRequest, PLATFORM, resetPlatform, SITE_PORT, siteUrl } from './support/platform';
import { CATALOG_LOCALES } from '@/lib/i18n/locales';

/**
 * SEO per merchant and language: each host's sitemap lists every language it offers and every URL in it
 * answers; the home page's head has its canonical URL, hreflang alternates, cards with a share image that is an
 * image, and JSON-LD; a brand added only to the platform's data has its own title and sitemap, and its analytics tag
 * loads only after consent, within the page's CSP.
 */

/** A sitemap's <loc> URLs and the hreflang codes it names. */
async function readSitemap(request: APIRequestContext, host: string) {
  const { url, headers } = hostRequest(host, '/sitemap.xml');
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  return {
    locs: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!),
    hreflangs: new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]!)),
  };
}

/** `&amp;` and the like in a sitemap's <loc> or an attribute of the HTML, as the address they stand for. */
function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

/** The canonical address and the hreflang alternates' in a served page's <head>. */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    canonical: unescapeXml(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? ''),
    alternates: [...head.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => unescapeXml(m[1]!)),
  };
}

/** GET a URL of the site as its host names it (Node does not resolve *.localhost: connect to loopback, send the Host). */
async function getAsHost(request: APIRequestContext, absolute: string) {
  const url = new URL(absolute);
  const { url: target, headers } = hostRequest(url.hostname, `${url.pathname}${url.search}`);
  return request.get(target, { headers, maxRedirects: 0 });
}

test('each merchant’s sitemap lists every language it offers, each URL answers as its own canonical and alternate, and home has its SEO head', async ({ page, request }) => {
  test.setTimeout(120_000);
  // demo offers every catalog, default English first; vn88 Vietnamese and English; ph English and Filipino.
  const offered = { [HOSTS.demo]: [...CATALOG_LOCALES], [HOSTS.vn88]: ['vi', 'en'], [HOSTS.ph]: ['en', 'fil'] };
  for (const [host, languages] of Object.entries(offered)) {
    const { locs, hreflangs } = await readSitemap(request, host);
    expect([...hreflangs].sort()).toEqual([...languages, 'x-default'].sort());
    const origin = `http://${host}:${SITE_PORT}`;
    if (host === HOSTS.ph) {
      // ph's pages sit behind its login (LOGINTOHOME3): the sitemap lists what a visitor may open, in both languages.
      expect(locs).toEqual(expect.arrayContaining([`${origin}/register`, `${origin}/fil/register`, `${origin}/helpmc`, `${origin}/fil/helpmc`]));
    } else {
      // Home in every language (the default unprefixed; the address is the tag in lower case, /zh-tw), a catalogue
      // and the help centre.
      for (const language of languages.slice(1)) expect(locs).toContain(`${origin}/${language.toLowerCase()}`);
      expect(locs).toContain(`${origin}/`);
      expect(locs).toContain(`${origin}/rng`);
      expect(locs).toContain(`${origin}/help`);
    }
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    // Listed URLs answer 200 (two at a time: two cores): all of vn88's and ph's; of demo's, home in every language and
    // every page in two of them (English and Arabic), which covers each route and each language on two cores.
    const isHome = (path: string) => /^\/(?:[a-z]{2,3}(?:-[a-z]{2})?)?$/.test(path);
    const checked = host === HOSTS.demo ? locs.filter((loc) => isHome(new URL(loc).pathname) || /^\/(?:ar\/)?[^/]*$/.test(new URL(loc).pathname)) : locs;
    // Each is its own canonical address and one of its own hreflang alternates: the page's metadata and the alternates
    // it draws (components/seo/page-alternates.tsx) name the same path and query.
    for (let i = 0; i < checked.length; i += 2) {
      const answers = await Promise.all(checked.slice(i, i + 2).map(async (loc) => {
        const response = await getAsHost(request, loc);
        return { loc: unescapeXml(loc), status: response.status(), head: headLinks(await response.text()) };
      }));
      for (const { loc, status, head } of answers) {
        expect(status, loc).toBe(200);
        expect(head.canonical, loc).toBe(loc);
        expect(head.alternates, loc).toContain(loc);
      }
    }
  }

  const robots = await request.get(hostRequest(HOSTS.vn88, '/robots.txt').url, { headers: hostRequest(HOSTS.vn88, '/robots.txt').headers });
  expect(await robots.text()).toContain(`Sitemap: http://${HOSTS.vn88}:${SITE_PORT}/sitemap.xml`);

  // vn88's home in English: canonical, hreflang for vi, en and x-default, cards with an image that is a PNG, JSON-LD.
  await page.goto(siteUrl(HOSTS.vn88, '/en'));
  const origin = `http://${HOSTS.vn88}:${SITE_PORT}`;
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en`);
  await expect(head.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute('href', `${origin}/`);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/en`);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /VN88/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /VN88/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${origin}/og-image\\.png\\?`));
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  const png = await getAsHost(request, image!);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { '@graph': { '@type': string }[] };
  expect(jsonLd['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  expect(JSON.stringify(jsonLd)).toContain(`${origin}/en/rng?q={search_term_string}`);
});

test('a page names its versions in each language once, in the head, and a page reached in the browser names its own', async ({ page }) => {
  const origin = `http://${HOSTS.vn88}:${SITE_PORT}`;
  const alternates = () => page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')} ${l.parentElement?.tagName}`).sort());
  await page.goto(siteUrl(HOSTS.vn88, '/en'));
  expect(await alternates()).toEqual([`en ${origin}/en HEAD`, `vi ${origin}/ HEAD`, `x-default ${origin}/ HEAD`]);
  // The promotions list by the side menu's link (the router's navigation): the list's own alternates instead of home's.
  await page.getByRole('link', { name: 'Promotions', exact: true }).first().click();
  await expect(page).toHaveURL(`${origin}/en/promotions`);
  await expect.poll(alternates).toEqual([`en ${origin}/en/promotions HEAD`, `vi ${origin}/promotions HEAD`, `x-default ${origin}/promotions HEAD`]);
});

/** What a phone's Chrome and Lighthouse 12 send: neither is on Next's short list of bots that get the head blocking. */
const BROWSER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
];

test('a browser gets every page’s title, description, canonical and share card in the served <head>, not streamed into the body', async ({ request }) => {
  // Next 16 streams metadata into the body for every user agent but a short list of bots, wherever it loses a race with
  // the page: Lighthouse and crawlers outside that list read <head> only (next.config.mjs turns the streaming off).
  // Each page twice per agent: the race went either way about half the time.
  const pages = [
    [HOSTS.demo, '/'], [HOSTS.demo, '/promotions'], [HOSTS.demo, '/help'], [HOSTS.demo, '/rng'], [HOSTS.demo, '/register'],
    [HOSTS.vn88, '/'], [HOSTS.vn88, '/promotions'], [HOSTS.vn88, '/helpmc'], [HOSTS.vn88, '/en'],
  ] as const;
  for (const [host, path] of pages) {
    for (const agent of [...BROWSER_AGENTS, ...BROWSER_AGENTS]) {
      const { url, headers } = hostRequest(host, path);
      const response = await request.get(url, { headers: { ...headers, 'user-agent': agent } });
      expect(response.status(), `${host}${path}`).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      for (const tag of ['<title>', '<meta name="description"', '<link rel="canonical"', '<meta property="og:title"', '<link rel="alternate" hrefLang="x-default"']) {
        expect(head, `${host}${path} as ${agent.slice(13, 40)}: ${tag} in <head>`).toContain(tag);
      }
    }
  }
});

test.describe('a brand added to the platform only', () => {
  const LUCKY = {
    code: 'lucky',
    host: 'lucky.localhost',
    name: 'Lucky Star',
    languages: ['en', 'th'],
    colors: { primary: '#14532d', primaryText: '#ffffff', accent: '#eab308' },
    gtagId: 'G-LUCKY2026',
  };

  // The added merchant goes with the reset: other tests never see it.
  test.afterAll(async ({ request }) => {
    await resetPlatform(request);
  });

  test('shows its own title and sitemap, and loads its analytics only after consent, within the CSP', async ({ page, request }) => {
    // A new brand's first pages compile nothing but render cold (its fonts, its share image): more than the default on two cores.
    test.setTimeout(90_000);
    const added = await request.post(`${PLATFORM}/__sandbox/merchants`, { data: LUCKY });
    expect(added.status()).toBe(201);

    const { locs } = await readSitemap(request, LUCKY.host);
    const origin = `http://${LUCKY.host}:${SITE_PORT}`;
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/th`);

    // The tag's script, served here (no network): counts its loads.
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: 'window.__tagLoads = (window.__tagLoads || 0) + 1;' });
    });
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });

    // Its home has the popup notices it was given; seen, as for the seeded hosts (playwright.config.ts).
    await page.context().addCookies([{ name: 'popupNoticesSeen', value: '1', domain: LUCKY.host, path: '/' }]);
    const response = await page.goto(siteUrl(LUCKY.host, '/'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Lucky Star/);
    // Its own web app manifest, linked from its pages: its name, its colour, its start page.
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const manifest = await getAsHost(request, new URL(manifestHref!, origin).href);
    expect(manifest.status()).toBe(200);
    expect(await manifest.json()).toMatchObject({ name: 'Lucky Star', short_name: 'Lucky Star', theme_color: LUCKY.colors.primary, start_url: '/', display: 'standalone' });
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    expect(response?.headers()['content-security-policy']).toContain('https://*.googletagmanager.com');

    // Nothing loads before the visitor chooses.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toContainText('Lucky Star would like to use analytics cookies');
    await page.waitForLoadState('networkidle');
    expect(tagRequests).toEqual([]);
    // The banner passes the WCAG checks the rest of the site does (names, contrast, target size, landmarks).
    const axe = await new AxeBuilder({ page }).include('section[aria-label="Cookie consent"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await banner.getByRole('button', { name: 'Allow analytics' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoads?: number }).__tagLoads ?? 0)).toBe(1);
    expect(tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-LUCKY2026']);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

    // The choice is remembered: no banner, and the tag loads at once.
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoads?: number }).__tagLoads ?? 0)).toBe(1);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

    // A brand without a tag names none of Google's hosts in its CSP.
    const vn88 = await request.get(hostRequest(HOSTS.vn88, '/').url, { headers: hostRequest(HOSTS.vn88, '/').headers });
    expect(vn88.headers()['content-security-policy']).not.toContain('google');
  });
});
