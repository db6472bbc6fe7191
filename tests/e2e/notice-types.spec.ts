import { expect, test, type Page } from '@playwright/test';
import { acceptDisclaimer, HOSTS, siteUrl } from './support/platform';

/**
 * Notices of every announcement type where they belong (spec §9 "Announcement types B, PL, PU, PR, H"): the
 * promotion notices (PR) on the promotions page, the help notices (H) in the help centre, each an accordion entry with
 * its time, in the page's language, its links written for the page.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the promotions page shows the promotion notices, and no player notice', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/promotions'));
    const news = page.getByRole('region', { name: 'Promotion news' });
    await expect(news.getByText('First deposit 100% bonus', { exact: true })).toBeVisible();
    await expect(news.getByText('Daily rebate', { exact: true })).toBeVisible();
    await expect(news.getByText('Welcome to Demo Casino')).toHaveCount(0);
    await expect(news.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const body = news.getByText('back on every bet, paid daily');
    await expect(body).toBeHidden();
    await news.getByText('Daily rebate', { exact: true }).click();
    await expect(body).toBeVisible();
    // The promotions themselves still follow.
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the help centre shows the help notices, whose links reach its articles', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/help'));
    const updates = page.getByRole('region', { name: 'Help centre updates' });
    await expect(updates.getByText('Updated terms and conditions', { exact: true })).toBeVisible();
    await expect(updates.getByText('Before your first withdrawal', { exact: true })).toBeVisible();

    await updates.getByText('Updated terms and conditions', { exact: true }).click();
    const terms = updates.getByRole('link', { name: 'terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/help#term');
    await terms.click();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help#term'));
    await expect(page.getByRole('article', { name: 'Terms and conditions' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});

test('vn88 shows its promotion and help notices in Vietnamese', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.vn88, '/promotions'));
  await expect(page.getByRole('region', { name: 'Tin khuyến mãi' }).getByText('Hoàn trả hằng ngày', { exact: false })).toBeVisible();

  await page.goto(siteUrl(HOSTS.vn88, '/help'));
  const updates = page.getByRole('region', { name: 'Cập nhật từ trung tâm trợ giúp' });
  await updates.getByText('Trước khi rút tiền lần đầu', { exact: true }).click();
  await expect(updates.getByRole('link', { name: 'Hướng dẫn rút tiền' })).toHaveAttribute('href', '/help#withdraw');
});

test('on a login-to-home brand a visitor’s help notices link to the help centre open to visitors', async ({ page }) => {
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/helpmc'));
  const updates = page.getByRole('region', { name: 'Help centre updates' });
  await updates.getByText('Before your first withdrawal', { exact: true }).click();
  await expect(updates.getByRole('link', { name: 'How to withdraw' })).toHaveAttribute('href', '/helpmc#withdraw');
});
