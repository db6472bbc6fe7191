import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS, acceptDisclaimer, siteUrl } from './support/platform';

/**
 * A visitor of a login-to-home brand (ph) on a phone. The analytics consent banner overlays the
 * bottom of the screen instead of pushing the page (header included) down, and the tab bar says which of its entries
 * need a login instead of leading, one and all, to the login page without a word.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

/** WCAG 2.2 A and AA, every impact. */
async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

test('the cookie banner overlays the bottom, above the tab bar, and the header stays at the top', async ({ page }) => {
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.y, 'the header is at the top of the screen').toBe(0);
  const box = (await banner.boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(box.y, 'the banner is in the lower half of the screen').toBeGreaterThan(844 / 2);
  expect(box.y + box.height, 'the banner ends where the tab bar begins').toBeLessThanOrEqual(tabBar.y + 1);
  await expectNoViolations(page, 'the login page with the banner over it');
  // Its choice takes it away; the page did not move.
  await banner.getByRole('button', { name: 'Decline analytics' }).click();
  await expect(banner).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
});

test('the tab bar says what needs a login, and leads to what does not', async ({ page, context }) => {
  await acceptDisclaimer(page);
  await context.addCookies([{ name: 'analytics_consent', value: 'denied', domain: HOSTS.ph, path: '/' }]);
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  // Help is open to visitors on a login-to-home brand.
  await expect(tabBar.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/helpmc');
  const games = tabBar.getByRole('link', { name: 'Games (log in first)' });
  await expect(games).toBeVisible();
  await expect(tabBar.getByRole('link', { name: 'Promotions (log in first)' })).toBeVisible();
  await expect(tabBar.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(tabBar.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoViolations(page, 'the login page with the locked tabs');

  // A locked tab is the login, on the way to where it leads.
  await games.click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/login?next=%2Fgames'));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Log in' })).toBeVisible();
  await tabBar.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/helpmc'));
});
