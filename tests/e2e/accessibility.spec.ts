import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptDisclaimer, HOSTS, logInWithPage, reloadUntilHeading, resetPlatform, setMerchantStatus, siteUrl } from './support/platform';

/** WCAG 2.1 A and AA checks (names, labels, contrast, landmarks) with axe-core, on each kind of page, both themes. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
  expect(summary).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the demo home page', async ({ page }) => {
      await page.goto(siteUrl(HOSTS.demo));
      await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the vn88 home page', async ({ page }) => {
      await page.goto(siteUrl(HOSTS.vn88));
      await expect(page.getByRole('heading', { name: 'Trò chơi' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the login page and popup', async ({ page }) => {
      await acceptDisclaimer(page);
      await page.goto(siteUrl(HOSTS.ph, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the signed-in header', async ({ page }) => {
      await logInWithPage(page, HOSTS.demo);
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the maintenance screen', async ({ page, request }) => {
      await setMerchantStatus(request, 'vn88', 1, '2030-01-02T03:04:00Z');
      await page.goto(siteUrl(HOSTS.vn88));
      await reloadUntilHeading(page, 'Đang bảo trì');
      await expectNoViolations(page);
    });
  });
}

test('the page-not-found and site-not-found screens', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(siteUrl('nobody.localhost'));
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expectNoViolations(page);
});
