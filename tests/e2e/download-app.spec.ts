import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { HOSTS, siteUrl, skipAfterLoginNotices } from './support/platform';
import { logIn, SESSION_COOKIE } from './support/sessions';

// The service worker is this spec's subject (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Download and the app: the download page's QR code and the download popup; and the real thing behind "Add to
 * Home Screen": each merchant's manifest, the service worker, the offline page, and no member data in any cache.
 */

/** What a phone's camera would read: the QR code in a screenshot of the element. */
async function decodeQr(image: Buffer): Promise<string | null> {
  const png = PNG.sync.read(image);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

test('the download page’s QR code opens the merchant’s site, and the download popup shows it and the steps', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const home = siteUrl(HOSTS.demo, '/');

  // /down is the same page as /download, which is its canonical address.
  await page.goto(siteUrl(HOSTS.demo, '/down'));
  await expect(page.getByRole('heading', { level: 1, name: 'Get the Demo Casino app' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(HOSTS.demo, '/download'));

  const android = page.getByRole('region', { name: 'Android' });
  const qr = android.getByRole('img', { name: /^QR code of / });
  await expect(qr).toHaveAttribute('width', '100');
  expect(await decodeQr(await qr.screenshot())).toBe(home);
  // Each step after its number (spec §2): browser menu, Add to Home Screen, Add.
  await expect(android.getByRole('list', { name: 'Steps for Android' }).getByRole('listitem')).toHaveText([
    /^1\s*Open the browser menu \(⋮\)\.$/,
    /^2\s*Tap “Add to Home screen”\.$/,
    /^3\s*Tap “Add”\.$/,
  ]);
  const ios = page.getByRole('region', { name: 'iPhone and iPad' });
  // Share, Add to Home Screen, Add.
  await expect(ios.getByRole('list', { name: 'Steps for iPhone and iPad' }).getByRole('listitem')).toHaveText([
    /^1\s*Tap the Share button/,
    /^2\s*Tap “Add to Home Screen”\.$/,
    /^3\s*Tap “Add”\.$/,
  ]);
  await expect(ios.getByRole('note')).toContainText('only Safari can add Demo Casino to the home screen');
  await expect(ios.getByRole('link', { name: 'Download the iPhone and iPad app' })).toHaveAttribute(
    'href',
    'https://download.example.com/demo/demo.mobileconfig',
  );
  await expectNoViolations(page);

  // The popup, from the side menu: the site's QR code at 130 px, the steps in tabs, the merchant's app in each.
  await page.getByRole('button', { name: 'Side menu' }).click();
  await page.getByRole('button', { name: 'App download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the app' });
  const dialogQr = dialog.getByRole('img', { name: /^QR code of / });
  await expect(dialogQr).toHaveAttribute('width', '130');
  expect(await decodeQr(await dialogQr.screenshot())).toBe(home);
  await expect(dialog.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('list', { name: 'Steps for Android' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('tab', { name: 'iOS' }).click();
  await expect(dialog.getByRole('note')).toContainText('Use Safari');
  const appQr = dialog.getByRole('img', { name: 'QR code to download the iPhone and iPad app' });
  await expect(appQr).toHaveAttribute('width', '100');
  expect(await decodeQr(await appQr.screenshot())).toBe('https://download.example.com/demo/demo.mobileconfig');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

/** Every URL in every cache the page's origin has. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

test('each merchant installs as its own app: manifest, icons, a worker that shows the offline page and keeps no member data', async ({ browser }) => {
  test.setTimeout(90_000);
  const brands = [
    { host: HOSTS.demo, name: 'Demo Casino', colour: '#6d28d9', lang: 'en' },
    { host: HOSTS.vn88, name: 'VN88', colour: '#b91c1c', lang: 'vi' },
  ];
  for (const brand of brands) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(siteUrl(brand.host, '/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({ name: brand.name, theme_color: brand.colour, lang: brand.lang, start_url: '/', scope: '/', display: 'standalone' });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.colour);
    // Each icon is a PNG of the size the manifest says.
    const icons = await page.evaluate(
      async (list: { src: string; sizes: string }[]) =>
        Promise.all(
          list.map(async ({ src, sizes }) => {
            const response = await fetch(src);
            const bitmap = await createImageBitmap(await response.blob());
            return { sizes, type: response.headers.get('content-type'), drawn: `${bitmap.width}x${bitmap.height}` };
          }),
        ),
      manifest.icons,
    );
    expect(new Set(icons.map((i) => i.sizes))).toEqual(new Set(['192x192', '512x512']));
    for (const icon of icons) expect(icon).toEqual({ sizes: icon.sizes, type: 'image/png', drawn: icon.sizes });
    // Chromium's own reading of the manifest.
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    await context.close();
  }

  // The worker, on the demo brand, for a signed-in member whose pages and API answers must never be kept.
  const context = await browser.newContext();
  await context.addCookies([{ name: SESSION_COOKIE, value: await logIn(HOSTS.demo), url: siteUrl(HOSTS.demo) }]);
  const page = await context.newPage();
  await skipAfterLoginNotices(page);
  const apiAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/') && r.ok());
  await page.goto(siteUrl(HOSTS.demo, '/'));
  await apiAnswer;
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(siteUrl(HOSTS.demo, '/serwist/sw.js'));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(siteUrl(HOSTS.demo, '/serwist/sw.js'));
  const cdp = await context.newCDPSession(page);
  // Installable (a test browser's private window is its only reason not to be).
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // A page in Vietnamese asks the worker for the Vietnamese offline page; a member's page loads its API answers.
  const memberAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/') && r.ok());
  await page.goto(siteUrl(HOSTS.demo, '/vi/member/securityCenter'));
  await memberAnswer;
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith('/vi/offline'))).toBe(true);

  await context.setOffline(true);
  await page.goto(siteUrl(HOSTS.demo, '/hot'));
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Demo Casino', { exact: true })).toBeVisible();
  await page.goto(siteUrl(HOSTS.demo, '/vi/promotions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' })).toBeVisible();

  // What the worker kept: the build's assets and the offline pages, never an API answer or a page.
  const cached = await cachedUrls(page);
  expect(cached.some((url) => url.includes('/_next/static/'))).toBe(true);
  expect(cached.filter((url) => !/\/_next\/static\/|\/offline(\?__WB_REVISION__=\w+)?$/.test(new URL(url).pathname + new URL(url).search))).toEqual([]);
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);

  // Back online, the page the visitor wanted loads.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' })).toBeHidden();
  await context.close();
});
