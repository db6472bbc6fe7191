import { expect, test } from '@playwright/test';
import { acceptDisclaimer, HOSTS, logInWithPage, PLATFORM, resetPlatform, siteUrl } from './support/platform';

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

test('choosing a language applies it at once and keeps it', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/vi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 2, name: 'Trò chơi hot' })).toBeVisible();

  // The choice is stored: the unprefixed home now opens in Vietnamese.
  await page.goto(siteUrl(HOSTS.demo, '/'));
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/vi'));
});

test('Arabic pages are right-to-left', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/ar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the default language has no prefix', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.vn88, '/vi'));
  await expect(page).toHaveURL(siteUrl(HOSTS.vn88, '/'));
  await page.goto(siteUrl(HOSTS.vn88, '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a signed-in member’s language choice reaches the platform', async ({ page }) => {
  await logInWithPage(page, HOSTS.demo);
  const update = page.waitForResponse((r) => r.url().includes('/api/preferences/language') && r.request().method() === 'PUT');
  await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '한국어' }).click();
  expect((await update).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('ph offers English and Filipino: its picker lists those two and switches to Filipino', async ({ page }) => {
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['English', 'Filipino']);
  await page.getByRole('menuitemradio', { name: 'Filipino' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/fil/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mag-log in' })).toBeVisible();
});

test('a brand offering one language has no language picker', async ({ page, request }) => {
  const brand = { code: 'onelang', host: 'onelang.localhost', name: 'One Language', languages: ['en'] };
  expect((await request.post(`${PLATFORM}/__sandbox/merchants`, { data: brand })).status()).toBe(201);
  await acceptDisclaimer(page);
  await page.goto(siteUrl(brand.host, '/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
  await resetPlatform(request);
});

test('the theme defaults to dark, switches to light and stays light without a flash', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo));
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: /light theme/i }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // Record the class as soon as the document exists, before any of the page's own scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
      }
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).not.toMatch(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
