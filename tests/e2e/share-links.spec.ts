import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, resetPlatform, siteUrl, SITE_PORT } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * Sharing: the member's referral link and the agent's registration links share through the phone's own
 * share sheet (Web Share API), and where the browser has none, the link is copied and the page says so. Phone first.
 *
 * Before the change there was no Share button (only Copy and the QR code).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

type Shared = { title?: string; text?: string; url?: string };

/** navigator.share as a phone has it, recording what it was asked to share. */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
}

/** A browser without the Web Share API (most desktops). */
async function withoutShare(page: Page, context: BrowserContext) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: undefined });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(HOSTS.demo, '').replace(/\/$/, '') });
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

const REFERRAL_LINK = `http://${HOSTS.demo}:${SITE_PORT}/register?referralCode=P1REF`;

test('the referral link opens the share sheet with the link', async ({ page, context }) => {
  await stubShare(page);
  await signInContext(context, { page });
  await page.goto(siteUrl(HOSTS.demo, '/member/referral'));
  await expect(page.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(REFERRAL_LINK);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => shared(page)).toEqual([{ title: 'Demo Casino', text: 'Join me on Demo Casino: register with my invite link.', url: REFERRAL_LINK }]);
});

test('without a share sheet, Share copies the referral link and says so', async ({ page, context }) => {
  await withoutShare(page, context);
  await signInContext(context, { page });
  await page.goto(siteUrl(HOSTS.demo, '/member/referral'));
  await expect(page.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(REFERRAL_LINK);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('This browser cannot share directly, so your invite link was copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REFERRAL_LINK);
});

/** Makes a registration link in the agent centre and returns its card and URL. */
async function newRegistrationLink(page: Page) {
  await page.goto(siteUrl(HOSTS.demo, '/agent/registerCenter'));
  const main = page.getByRole('main');
  const create = main.getByRole('form', { name: 'Create a registration link' });
  await create.getByRole('radio', { name: 'Member' }).check();
  await create.getByLabel('Rebate (%)').fill('0');
  await create.getByLabel('Remark').fill('share test');
  await create.getByRole('button', { name: 'Create link' }).click();
  const card = main.getByRole('list', { name: 'Registration links' }).getByRole('listitem').filter({ hasText: 'share test' });
  const field = card.getByLabel('Register link');
  await expect(field).toHaveValue(/\/register\?affiliateCode=[A-Za-z0-9]+$/);
  return { card, url: await field.inputValue() };
}

test("an agent's registration link opens the share sheet with the link", async ({ page, context }) => {
  await stubShare(page);
  await signInContext(context, { page, account: ACCOUNTS.agent });
  const { card, url } = await newRegistrationLink(page);
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => shared(page)).toEqual([{ title: 'Demo Casino', text: 'Register on Demo Casino with my link.', url }]);
});

test("without a share sheet, an agent's Share copies the registration link and says so", async ({ page, context }) => {
  await withoutShare(page, context);
  await signInContext(context, { page, account: ACCOUNTS.agent });
  const { card, url } = await newRegistrationLink(page);
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('This browser cannot share directly, so the link was copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
