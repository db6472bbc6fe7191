import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, acceptDisclaimer, HOSTS, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { watchNetwork } from './support/settle';

/**
 * A login lands on "/" signed in, on every brand, by the page and by the popup, on a phone and a desktop (see `runs`),
 * and the page then settles: on login-to-home brands the router once replayed a prefetched "/ → /login" redirect
 * forever.
 */

const BRANDS = [
  { host: HOSTS.demo, username: 'Username', password: 'Password', submit: 'Log in', menu: /account menu for player1/i },
  { host: HOSTS.vn88, username: 'Tên đăng nhập', password: 'Mật khẩu', submit: 'Đăng nhập', menu: /Menu tài khoản của player1/i },
  { host: HOSTS.ph, username: 'Username', password: 'Password', submit: 'Log in', menu: /account menu for player1/i },
] as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
] as const;

/** Counts history.replaceState calls across documents of the tab (sessionStorage survives a reload). */
async function countReplaceState(page: Page) {
  await page.addInitScript(() => {
    const original = window.history.replaceState.bind(window.history);
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
      const n = Number(window.sessionStorage.getItem('e2e:replaceState') ?? '0');
      window.sessionStorage.setItem('e2e:replaceState', String(n + 1));
      return original(...args);
    };
  });
}

/**
 * Which runs: every way on the login-to-home brand (ph, where the loop was); on the others, one each: demo's login
 * page on a phone, vn88's popup on a desktop.
 */
function runs(host: string, device: string, way: 'page' | 'popup'): boolean {
  if (host === HOSTS.ph) return true;
  return host === HOSTS.demo ? way === 'page' && device === 'phone' : way === 'popup' && device === 'desktop';
}

const replaceStateCalls = (page: Page) => page.evaluate(() => Number(window.sessionStorage.getItem('e2e:replaceState') ?? '0'));

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

for (const brand of BRANDS) {
  for (const device of VIEWPORTS) {
    test.describe(`${brand.host} on a ${device.name}`, () => {
      test.use({ viewport: device.viewport, hasTouch: device.hasTouch, isMobile: device.isMobile });

      test.beforeEach(async ({ page }) => {
        await skipAfterLoginNotices(page);
        await acceptDisclaimer(page);
        await countReplaceState(page);
      });

      async function expectSettledSignedIn(page: Page, network: ReturnType<typeof watchNetwork>, before: number) {
        await expect(page).toHaveURL(siteUrl(brand.host, '/'));
        await expect(page.getByRole('button', { name: brand.menu })).toBeVisible();
        await expect(page.getByRole('main')).not.toBeEmpty();
        // Settled: nothing the landing set going (prefetches, RSC requests, a redirect's replay) is still in flight and
        // the page has been idle since. A router loop between / and /login either runs up the count before the page is
        // ever idle or, fetching each time, never lets it settle (and fails here).
        await network.settled();
        expect(await replaceStateCalls(page)).toBeLessThan(before + 10);
        await expect(page).toHaveURL(siteUrl(brand.host, '/'));
      }

      if (runs(brand.host, device.name, 'page')) test('the login page lands on / signed in', async ({ page }) => {
        await page.goto(siteUrl(brand.host, '/login'));
        const main = page.getByRole('main');
        await main.getByLabel(brand.username).fill(ACCOUNTS.player.username);
        await main.getByLabel(brand.password, { exact: true }).fill(ACCOUNTS.player.password);
        const before = await replaceStateCalls(page);
        const network = watchNetwork(page);
        await main.getByRole('button', { name: brand.submit }).click();
        await expectSettledSignedIn(page, network, before);
      });

      if (runs(brand.host, device.name, 'popup')) test('the login popup lands on / signed in', async ({ page }) => {
        // On a login-to-home brand the home page is not open to visitors: the popup is opened from /register.
        await page.goto(siteUrl(brand.host, brand.host === HOSTS.ph ? '/register' : '/'));
        await page.getByRole('banner').getByRole('button', { name: brand.submit }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(brand.username).fill(ACCOUNTS.player.username);
        await dialog.getByLabel(brand.password, { exact: true }).fill(ACCOUNTS.player.password);
        const before = await replaceStateCalls(page);
        const network = watchNetwork(page);
        await dialog.getByRole('button', { name: brand.submit, exact: true }).click();
        await expectSettledSignedIn(page, network, before);
      });
    });
  }
}

test('a visitor sent to log in from a page returns to it, and only to a page of this site', async ({ page }) => {
  await skipAfterLoginNotices(page);
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/help?x=1'));
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/login?next=%2Fhelp%3Fx%3D1'));
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(ACCOUNTS.player.username);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/help?x=1'));
  await expect(page.getByRole('button', { name: /account menu for player1/i })).toBeVisible();

  // A forged next= leading off the site lands on / instead.
  await page.context().clearCookies();
  await page.goto(siteUrl(HOSTS.ph, `/login?next=${encodeURIComponent('//evil.example/x')}`));
  await main.getByLabel('Username').fill(ACCOUNTS.player.username);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/'));
});
