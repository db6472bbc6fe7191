import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  acceptDisclaimer,
  HOSTS,
  logInWithPage,
  resetPlatform,
  siteUrl,
  skipAfterLoginNotices,
  VIETNAMESE_LOGIN,
} from './support/platform';

/** What a new player trips over: terms before accepting, money one tap away, forms that show their errors. */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function expectInViewport(page: Page, selector: ReturnType<Page['getByRole']>) {
  await expect(selector).toBeFocused();
  await expect(selector).toBeInViewport();
}

test('ph: a visitor reads the terms from the disclaimer without logging in', async ({ page, context }) => {
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  const disclaimer = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(disclaimer).toBeVisible();
  const [terms] = await Promise.all([context.waitForEvent('page'), disclaimer.getByRole('link', { name: /terms and conditions/i }).click()]);
  await terms.waitForLoadState();
  await expect(terms).toHaveURL(siteUrl(HOSTS.ph, '/helpmc#term'));
  const article = terms.getByRole('article', { name: /Terms and conditions/i });
  await expect(article).toBeVisible();
  await expect(article).toContainText('21');
  // Nothing sends the visitor to log in or repeats the disclaimer over the terms.
  await expect(terms.getByRole('dialog')).toHaveCount(0);
  await expect(terms.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
});

test('ph: the footer’s help links reach the help centre for visitors', async ({ page }) => {
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  const footerHelp = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  await footerHelp.getByRole('link', { name: /Responsible gaming/i }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/helpmc#responsible'));
  await expect(page.getByRole('article', { name: /Responsible gaming/i })).toBeVisible();
});

test('the help centre finds articles by their words', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/help'));
  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdraw');
  await page.getByRole('status').getByRole('link', { name: /withdraw/i }).first().click();
  await expect(page).toHaveURL(/\/help#withdraw$/);
});

test.describe('on a phone, signed in', () => {
  test.use(PHONE);

  test('Deposit is one tap away, the balance stays in the header and the unread count is on the Account tab', async ({ page }) => {
    await logInWithPage(page, HOSTS.demo);
    const tabs = page.getByRole('navigation', { name: 'Main' });
    const deposit = tabs.getByRole('link', { name: 'Deposit' });
    await expect(deposit).toBeInViewport();
    await expect(deposit).toHaveAttribute('href', '/member/depositv2');
    const box = (await deposit.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('banner').getByTestId('wallet-balance')).toHaveText('$1,520.75');
    // On a phone the messages are in the account menu, so the header fits: its tab names the unread count.
    await expect(tabs.getByRole('button', { name: /account menu for player1, 3 unread messages/i })).toBeInViewport();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The account menu is the Account tab.
    await tabs.getByRole('button', { name: /account menu for player1/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Messages.*3/ })).toBeVisible();
  });
});

test.describe('forms move focus to the field in error', () => {
  for (const device of [{ name: 'phone', ...PHONE }, { name: 'desktop', viewport: { width: 1366, height: 900 } }]) {
    test.describe(device.name, () => {
      test.use({ viewport: device.viewport });

      test('an empty submit focuses the first field in error and says so', async ({ page }) => {
        await page.goto(siteUrl(HOSTS.demo, '/register'));
        const main = page.getByRole('main');
        await main.getByRole('button', { name: 'Register' }).click();
        await expectInViewport(page, main.getByRole('textbox', { name: 'Username', exact: true }));
        await expect(main.getByRole('status').filter({ hasText: /Please check the \d+ highlighted fields/ })).toBeVisible();
      });

      test('a username the platform says is taken gets focus, in view', async ({ page }) => {
        await page.goto(siteUrl(HOSTS.demo, '/register'));
        const main = page.getByRole('main');
        await main.getByRole('textbox', { name: 'Username', exact: true }).fill(ACCOUNTS.player.username);
        await main.getByLabel('Password', { exact: true }).fill('Newbie#2026');
        await main.getByLabel('Confirm password').fill('Newbie#2026');
        await main.getByRole('textbox', { name: 'Real name', exact: true }).fill('John Smith');
        await main.getByRole('button', { name: 'Register' }).click();
        // Said before any human check: no slider comes.
        const username = main.getByRole('textbox', { name: 'Username', exact: true });
        await expect(main.getByText('This username is already taken')).toBeVisible();
        await expectInViewport(page, username);
        await expect(page.getByRole('slider')).toHaveCount(0);
      });
    });
  }
});

test('the register form starts near the top of a phone screen, with the password rule up front', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const username = page.getByRole('main').getByRole('textbox', { name: 'Username', exact: true });
  const box = (await username.boundingBox())!;
  expect(box.y).toBeLessThan(844 / 2);
  await expect(page.getByRole('main').getByText('Include an uppercase letter, a lowercase letter, a digit and a symbol (6–20 characters)')).toBeVisible();
});

test('a free-demo account shows DEMO, and a centre page offers Register to unlock', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('button', { name: 'Side menu' }).click();
  await page.getByRole('dialog', { name: 'Side menu' }).getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Side menu' })).toHaveCount(0);
  const balance = page.getByRole('group', { name: 'Demo balance' });
  await expect(balance).toBeVisible();
  await expect(balance.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByText('You are playing the free demo with play money.')).toBeVisible();

  // A member-centre address (a bookmark, a shared link) says what needs a real account, with the way to one.
  await page.goto(siteUrl(HOSTS.demo, '/member/messageV2'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Deposits, withdrawals and records need a real account' })).toBeVisible();
  await main.getByRole('button', { name: 'Register to unlock' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
});

test('vn88 shows VND without decimals, in Vietnamese grouping', async ({ page }) => {
  await logInWithPage(page, HOSTS.vn88, ACCOUNTS.player, { ...VIETNAMESE_LOGIN, menu: /Menu tài khoản của player1/i });
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^[\d.]+\u00a0₫$/);
});

test.describe('axe finds nothing at phone size (WCAG 2.2 AA, every impact, target size included)', () => {
  test.use(PHONE);
  const pages = [
    { name: 'home', host: HOSTS.demo, path: '/' },
    { name: 'login', host: HOSTS.demo, path: '/login' },
    { name: 'register', host: HOSTS.demo, path: '/register' },
    { name: 'vn88 home', host: HOSTS.vn88, path: '/' },
    { name: 'ph login', host: HOSTS.ph, path: '/login' },
    { name: 'ph help', host: HOSTS.ph, path: '/helpmc' },
  ];
  for (const target of pages) {
    test(target.name, async ({ page }) => {
      await acceptDisclaimer(page);
      await skipAfterLoginNotices(page);
      await page.goto(siteUrl(target.host, target.path));
      await expect(page.getByRole('main')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
