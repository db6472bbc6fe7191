import { expect, test, type Page } from '@playwright/test';
import { acceptDisclaimer, HOSTS, siteUrl } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * Polish beyond the error wording (field-limits.spec.ts): what a player saw and should not have. Phone first (360 and
 * 390 px), then a 1366 px desktop.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NARROW = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false };

/** How many lines an element's text takes. */
const lines = (page: Page, selector: string) =>
  page.$$eval(selector, (nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      return { text: node.textContent ?? '', lines: Math.round(node.getBoundingClientRect().height / parseFloat(style.lineHeight)) };
    }),
  );

test.describe('on a 360 px phone', () => {
  test.use(NARROW);

  test('vn88’s home rows keep their titles on one or two lines beside a short “Xem tất cả”', async ({ page }) => {
    await acceptDisclaimer(page);
    await page.goto(siteUrl(HOSTS.vn88));
    const slots = page.getByRole('main').getByRole('link', { name: 'Xem tất cả Nổ hũ' });
    await expect(slots).toBeVisible();
    // On screen only "Xem tất cả": the category is in the link's name, not beside the title a second time.
    await expect(slots).toHaveText('Xem tất cả Nổ hũ');
    await expect(slots.locator('.sr-only')).toHaveText('Nổ hũ');
    const titles = await lines(page, 'main section[aria-labelledby^="row-"] h2');
    expect(titles.length).toBeGreaterThan(3);
    for (const title of titles) expect(title.lines, title.text).toBeLessThanOrEqual(2);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('game tiles name their vendor as players know it, never by its code', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const live = page.getByRole('list', { name: 'Live Casino', exact: true });
    await expect(live.getByText('SA Gaming').first()).toBeAttached();
    const vendors = await page.locator('main .game-vendor').allTextContents();
    expect(vendors.length).toBeGreaterThan(10);
    expect(vendors.filter((v) => /^[A-Z0-9_]+$/.test(v) && v.includes('_'))).toEqual([]);
    expect(vendors).not.toContain('SAGAMING');
    expect(vendors).not.toContain('TCG_SEA');
  });

  test('the side menu is a dialog named “Side menu” without a visible heading saying so', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    await page.getByRole('button', { name: 'Side menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Side menu' });
    await expect(menu).toBeVisible();
    const title = menu.getByText('Side menu', { exact: true });
    const box = await title.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  });

  test('the deposit shows no total beside an amount it refuses, and the total once the amount is good', async ({ page, context }) => {
    await signInContext(context, { page });
    await page.goto(siteUrl(HOSTS.demo, '/member/depositv2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('1');
    await amount.blur();
    await expect(page.getByText(/at least|minimum/i).first()).toBeVisible();
    await expect(page.getByText('You receive')).toHaveCount(0);
    await amount.fill('50');
    await expect(page.getByText('You receive')).toBeVisible();
  });

  test('a promotion’s “up to” is the reward the platform shows beside it', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/promotions'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Welcome bonus 100%' }) });
    await expect(card).toContainText('up to $100.');
    await expect(card).toContainText('$100.00');
    await expect(card).not.toContainText('$500');
  });
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('a home row of tiles uses the width of the page', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const row = page.getByRole('list', { name: 'Slots', exact: true });
    await expect(row.getByRole('listitem').first()).toBeVisible();
    const used = await row.evaluate((list) => {
      const tiles = [...list.children].map((li) => li.getBoundingClientRect()).filter((r) => r.width > 0 && r.right <= list.getBoundingClientRect().right + 1);
      const box = list.getBoundingClientRect();
      const style = getComputedStyle(list);
      const inner = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return (Math.max(...tiles.map((r) => r.right)) - Math.min(...tiles.map((r) => r.left))) / inner;
    });
    expect(used).toBeGreaterThan(0.95);
  });
});
