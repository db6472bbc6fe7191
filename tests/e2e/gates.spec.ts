import { expect, test } from '@playwright/test';
import { HOSTS, hostRequest, reloadUntilHeading, resetPlatform, setMerchantStatus, siteUrl } from './support/platform';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test.afterAll(async ({ request }) => {
  await resetPlatform(request);
});

test('maintenance shows its end time and contact button, and goes away when reset', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.demo));
  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();

  await setMerchantStatus(request, 'demo', 1, '2030-01-02T03:04:00Z');
  await reloadUntilHeading(page, 'Under maintenance');
  await expect(page.getByTestId('maintenance-end')).toContainText('2030');
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  // Every path shows it, not only the home page, with 503 and the seconds to its end time, never to be stored.
  const screen = await page.goto(siteUrl(HOSTS.demo, '/rng'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  expect(screen!.status()).toBe(503);
  const retryAfter = Number(screen!.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan((Date.parse('2030-01-02T03:04:00Z') - Date.now()) / 1000 - 120);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil((Date.parse('2030-01-02T03:04:00Z') - Date.now()) / 1000) + 1);
  expect(screen!.headers()['cache-control']).toContain('no-store');

  await resetPlatform(request);
  await page.goto(siteUrl(HOSTS.demo));
  await reloadUntilHeading(page, /Welcome to Demo Casino/);
});

test('region restriction for everyone shows the visitor IP and the spec text', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.vn88));
  await setMerchantStatus(request, 'vn88', 2);
  await reloadUntilHeading(page, 'Hạn chế IP');
  await expect(page.getByText(/^(127\.0\.0\.1|::1)$/)).toBeVisible();
  await page.goto(siteUrl(HOSTS.vn88, '/en'));
  await expect(page.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeVisible();
  await expect(
    page.getByText('Due to restriction of your location or IP address, you are not allowed to access the site'),
  ).toBeVisible();
});

test('maintenance wins over region restriction', async ({ page, request }) => {
  await setMerchantStatus(request, 'demo', 1);
  await page.goto(siteUrl(HOSTS.demo));
  await reloadUntilHeading(page, 'Under maintenance');
});

test.describe('a visitor from a restricted country', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' } });

  test('sees IP Restriction on ph with their IP and country, answered 403', async ({ page }) => {
    const screen = await page.goto(siteUrl(HOSTS.ph, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeVisible();
    expect(screen!.status()).toBe(403);
    expect(screen!.headers()['cache-control']).toContain('no-store');
    await expect(page.getByText('203.0.113.9')).toBeVisible();
  });

  test('is not restricted on a merchant that allows the country', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  });
});

test.describe('x-middleware-subrequest', () => {
  const values = ['middleware', 'proxy', 'middleware:middleware:middleware:middleware:middleware', 'src/proxy:proxy:proxy:proxy:proxy', 'anything'];

  test('does not skip login-to-home', async ({ request }) => {
    for (const value of values) {
      const target = hostRequest(HOSTS.ph, '/');
      const response = await request.get(target.url, { headers: { ...target.headers, 'x-middleware-subrequest': value }, maxRedirects: 0 });
      expect(response.status(), value).toBe(307);
      expect(response.headers()['location']).toMatch(/\/login$/);
    }
  });

  test('does not skip maintenance', async ({ request }) => {
    await setMerchantStatus(request, 'demo', 1);
    await expect(async () => {
      for (const value of values) {
        const response = await request.get(siteUrl(HOSTS.demo, '/'), { headers: { 'x-middleware-subrequest': value } });
        const html = await response.text();
        expect(html, value).toContain('Under maintenance');
        expect(html, value).not.toContain('Announcements');
      }
    }).toPass({ timeout: 15_000 });
  });

  test('does not reach another host’s tree through the URL', async ({ request }) => {
    const response = await request.get(siteUrl(HOSTS.demo, '/ph.localhost/en'), { headers: { 'x-middleware-subrequest': 'proxy' } });
    expect(await response.text()).not.toContain('PH Play');
  });
});
