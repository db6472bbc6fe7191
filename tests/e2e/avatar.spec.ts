import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { ACCOUNTS, HOSTS, resetPlatform, siteUrl } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * The player's avatar (spec §7 "Auth and account": avatar and icon) on the header's account menu and on My account,
 * and the default avatar in its place (spec §8 "Image failure"): player1's picture is on the sandbox's CDN, down3's
 * address answers 404 there, and a visitor has none.
 */

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

const DOWN3 = { username: 'down3', password: 'Player#2026' };

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Signs `account` in and opens My account (the member centre's first page). */
async function openMyAccount(context: BrowserContext, page: Page, account: { username: string; password: string }) {
  await signInContext(context, { account, page });
  await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

/** What an image shows: its address, and whether it loaded (a broken image has no natural width). */
const shown = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc || el.src, loaded: el.complete && el.naturalWidth > 0 }));

/** The avatar on My account's Account card, beside the player's name (decorative: it has no name of its own). */
function accountCardAvatar(page: Page) {
  return page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Account', exact: true }) })
    .locator('img');
}

/** The account menu's button (the header's on a desktop, the tab bar's on a phone) and the avatar on it. */
function accountMenuAvatar(page: Page, account: string) {
  return page.getByRole('button', { name: `Account menu for ${account}` }).locator('img');
}

const OWN_PICTURE = { src: expect.stringMatching(/^http:\/\/localhost:\d+\/cdn\/avatars\/crown\.svg$/), loaded: true };
const DEFAULT_PICTURE = { src: expect.stringMatching(/^data:image\/svg\+xml,/), loaded: true };

for (const size of ['desktop', 'phone'] as const) {
  test.describe(`at ${size} size`, () => {
    test.use(SIZES[size]);

    test('player1 sees their picture on the account menu and on My account', async ({ context, page }) => {
      await openMyAccount(context, page, ACCOUNTS.player);
      const avatar = accountCardAvatar(page);
      await expect(avatar).toBeVisible();
      await expect.poll(() => shown(avatar)).toEqual(OWN_PICTURE);
      expect(await avatar.boundingBox()).toMatchObject({ width: 48, height: 48 });

      const onMenu = accountMenuAvatar(page, 'player1');
      await expect.poll(() => shown(onMenu)).toEqual(OWN_PICTURE);
      expect(await onMenu.boundingBox()).toMatchObject(size === 'phone' ? { width: 28, height: 28 } : { width: 32, height: 32 });
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a visitor sees no avatar', async ({ page }) => {
      await page.goto(siteUrl(HOSTS.demo, '/'));
      await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
      // Neither a picture from the CDN's avatars nor the default avatar anywhere on the page.
      await expect(page.locator('img[src*="/cdn/avatars/"], img[src^="data:image/svg+xml"][src*="viewBox=\'0 0 64 64\'"]')).toHaveCount(0);
    });
  });
}

test.describe('the image-failure rule', () => {
  test.use(SIZES.desktop);

  test('a player whose picture is gone from the CDN sees the default avatar, the same size', async ({ context, page }) => {
    // The platform names down3's picture and the browser asks the CDN for it.
    const asked = page.waitForRequest((request) => request.url().endsWith('/cdn/avatars/horseshoe.svg'));
    await openMyAccount(context, page, DOWN3);
    const picture = (await asked).url();
    // The CDN answers 404 (the browser itself sees no answer: a JSON error for an image is blocked as a network error).
    expect((await page.request.get(picture)).status()).toBe(404);

    await expect(page.getByRole('main').getByText('Downline 3', { exact: true }).first()).toBeVisible();
    const standIn = accountCardAvatar(page);
    await expect.poll(() => shown(standIn)).toEqual(DEFAULT_PICTURE);
    expect(await standIn.boundingBox()).toMatchObject({ width: 48, height: 48 });
    await expect.poll(() => shown(accountMenuAvatar(page, 'down3'))).toEqual(DEFAULT_PICTURE);
    expect(await axeViolations(page)).toEqual([]);
  });
});
