import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptDisclaimer, ACCOUNTS, HOSTS, siteUrl, skipAfterLoginNotices } from './support/platform';
import { logIn, SESSION_COOKIE } from './support/sessions';

/**
 * The points mall: a member redeems a reward with the payment password (a wrong one refused first, with
 * its message), the balance drops by the reward's points and the redeem history shows it approved; and the page has no
 * WCAG 2.2 A or AA violations on a phone. The rules of redeeming (stock, points, locks, concurrency) are unit tests of
 * the sandbox (sandbox/tests/points-*.test.ts).
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function signIn(page: Page, context: BrowserContext) {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
  const value = await logIn(HOSTS.demo, ACCOUNTS.player);
  await context.addCookies([{ name: SESSION_COOKIE, value, domain: HOSTS.demo, path: '/' }]);
}

const pointsOf = async (page: Page) => Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));

test('a member redeems a reward with the payment password: a wrong one is refused, then the points go and the history shows it', async ({ page, context }) => {
  await signIn(page, context);
  await page.goto(siteUrl(HOSTS.demo, '/pointMall'));
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toBeVisible();
  const before = await pointsOf(page);
  expect(before).toBeGreaterThanOrEqual(500);

  await page.getByRole('button', { name: 'Redeem $5 bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem $5 bonus' });
  await dialog.getByLabel('Payment password', { exact: true }).fill('000000');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByText(/^The payment password is wrong\./)).toBeVisible();
  await expect(dialog.getByLabel('Payment password', { exact: true })).toHaveValue('');
  expect(await pointsOf(page)).toBe(before);

  await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Redeemed: $5.00 is in your main wallet.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(new Intl.NumberFormat('en').format(before - 500));

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const latest = page.getByRole('table', { name: 'Redeem history' }).getByRole('row').nth(1);
  await expect(latest).toContainText('$5 bonus');
  await expect(latest).toContainText('Approved');
  await expect(latest).toContainText('−500');
});

test('the points mall has no WCAG 2.2 A or AA violations on a phone (rewards, then the redeem history as cards)', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, context);
  await page.goto(siteUrl(HOSTS.demo, '/pointMall'));
  await expect(page.getByTestId('points-balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem $5 bonus' })).toBeVisible();
  const scan = async (where: string) => {
    await expect(page.getByRole('status').filter({ hasText: /Loading|Updating/ })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => ({ where, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
  };
  await scan('rewards');
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByRole('list', { name: 'Redeem history' }).getByText('Approved').first()).toBeVisible();
  await scan('redeem history');
  await context.close();
});
