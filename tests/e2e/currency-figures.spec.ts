import { expect, test, type Page } from '@playwright/test';
import { HOSTS, siteUrl } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * Money speaks the brand's currency everywhere: the game catalogue's minimum-bet filter said
 * "1 yuan or more" on a dollar brand. The filter now names its amount in the merchant's currency, formatted for the
 * page's language; the records' amounts keep the currency's own symbol placement at every number of decimals.
 * On a phone first.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Words no brand of this site pays in. */
const FOREIGN = /yuan|\u5143|t\u1ec7\b/i;

async function expectNoForeignCurrency(page: Page) {
  await expect(page.getByRole('main')).not.toContainText(FOREIGN);
}

test('demo (USD): the minimum-bet filter says "$1", and filters by it', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/rng'));
  const filter = page.getByRole('main').getByRole('link', { name: 'Min. bet $1 or more' });
  await expect(filter).toBeVisible();
  await expectNoForeignCurrency(page);
  await filter.click();
  await expect(page).toHaveURL(/[?&]minBet=1(&|$)/);
  await expect(filter).toHaveAttribute('aria-current', 'true');
});

test('vn88 (VND, Vietnamese): the filter names dong, after the number as Vietnamese writes it', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.vn88, '/rng'));
  await expect(page.getByRole('main').getByRole('link', { name: /^Cược tối thiểu từ 1\s₫$/ })).toBeVisible();
  await expectNoForeignCurrency(page);
  // The English page of the same brand: still dong.
  await page.goto(siteUrl(HOSTS.vn88, '/en/rng'));
  await expect(page.getByRole('main').getByRole('link', { name: /^Min\. bet ₫1 or more$/ })).toBeVisible();
});

test('vn88: the betting record’s 4-decimal amounts keep the dong after the number', async ({ page, context }) => {
  await signInContext(context, { host: HOSTS.vn88, page });
  await page.goto(siteUrl(HOSTS.vn88, '/member/personalHistoryCopy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử cược' })).toBeVisible();
  await page.getByRole('button', { name: '7 ngày qua' }).click();
  const list = page.getByRole('list', { name: /Cược/ }).first();
  // "2,00 ₫" at the toggle's first setting (two places).
  await expect(list).toContainText(/\d,\d{2}\s₫/);
  await page.getByRole('button', { name: '4 chữ số thập phân' }).click();
  // "1.234,5000 ₫", never "₫1.234,5000".
  await expect(list).toContainText(/\d,\d{4}\s₫/);
  await expect(list).not.toContainText(/₫\d/);
});
