import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import {
  acceptDisclaimer,
  ACCOUNTS,
  HOSTS,
  logInWithPage,
  reloadUntilHeading,
  resetPlatform,
  setMerchantStatus,
  siteUrl,
  VIETNAMESE_LOGIN,
} from './support/platform';

/**
 * WCAG 2.2 A and AA checks (names, labels, contrast, target size, landmarks) with axe-core, every impact, on each kind
 * of page, both themes, each scan once the page has settled (support/axe.ts).
 */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** The pages every visitor meets, per brand, theme and screen: home, register and the signed-in home. */
const BRANDS = [
  {
    name: 'demo',
    host: HOSTS.demo,
    headings: { home: 'Hot games', register: 'Create account' },
    labels: undefined,
  },
  {
    name: 'vn88',
    host: HOSTS.vn88,
    headings: { home: 'Trò chơi hot', register: 'Tạo tài khoản' },
    labels: { ...VIETNAMESE_LOGIN, menu: /Menu tài khoản của player1/i },
  },
] as const;
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
] as const;

/**
 * Every pair of brand, screen and theme once (a pairwise cover: four runs instead of eight). Contrast depends on the brand's
 * colours and the theme, target size and layout on the screen; each pair meets in one of the four.
 */
const COMBINATIONS = [
  { brand: BRANDS[0], screen: SCREENS[0], theme: 'dark' },
  { brand: BRANDS[0], screen: SCREENS[1], theme: 'light' },
  { brand: BRANDS[1], screen: SCREENS[0], theme: 'light' },
  { brand: BRANDS[1], screen: SCREENS[1], theme: 'dark' },
] as const;

for (const { brand, screen, theme } of COMBINATIONS) {
  test.describe(`${brand.name}, ${screen.name}, ${theme} theme`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    // The login page is the login form the register page and popup also hold; it is scanned on its own below, both themes.
    test('home, register and the signed-in home have no violations', async ({ page }) => {
      // Three pages, each scanned whole (the home page's sixty game tiles included): more than one test's worth of work.
      test.slow();
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(siteUrl(brand.host));
      await expect(page.getByRole('heading', { name: brand.headings.home, exact: true })).toBeVisible();
      await expectNoViolations(page);

      await page.goto(siteUrl(brand.host, '/register'));
      await expect(page.getByRole('heading', { level: 1, name: brand.headings.register })).toBeVisible();
      await expectNoViolations(page);

      await logInWithPage(page, brand.host, ACCOUNTS.player, brand.labels);
      await expect(page.getByRole('heading', { name: brand.headings.home, exact: true })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    // A catalogue on a phone in the dark theme (the matrix above covers both themes on both screens for the shell).
    if (theme === 'dark') test('a game catalogue, filtered, on a phone', async ({ page }) => {
      const viewport = { width: 390, height: 844 };
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=PG'));
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Game types' })).toBeVisible();
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

    // The maintenance screen in the light theme (its own page, outside the shell).
    if (theme === 'light') test('the maintenance screen', async ({ page, request }) => {
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

/**
 * On a desktop home the sidebar's "Collapse menu" button once failed WCAG 2.2 target size (2.5.8) in 3
 * of 4 outside scans while the matrix above passed: the scans met different moments. The button must be a steady target
 * at every moment, not only once settled: the server's HTML before hydration, the loaded page, the settled page, and
 * while the column changes width after a press.
 */
test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false });

  test('the Collapse menu button is at least 24 × 24 px, apart from other targets, at every moment', async ({ page }) => {
    const targetSize = async (moment: string) => {
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), moment).toEqual([]);
      const button = page.getByRole('button', { name: /^(Collapse|Expand) menu$/ });
      const box = await button.boundingBox();
      expect(box, moment).not.toBeNull();
      expect(box!.width, moment).toBeGreaterThanOrEqual(24);
      expect(box!.height, moment).toBeGreaterThanOrEqual(24);
      // No other target within 24 px of its centre (the spacing 2.5.8 asks of small targets, kept here for a large one).
      const crowded = await button.evaluate((own) => {
        const r = own.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
          .filter((el) => el !== own && !own.contains(el) && el.getClientRects().length > 0)
          .filter((el) => {
            const o = el.getBoundingClientRect();
            const dx = Math.max(o.left - cx, 0, cx - o.right);
            const dy = Math.max(o.top - cy, 0, cy - o.bottom);
            return o.width > 0 && o.height > 0 && Math.hypot(dx, dy) < 24;
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      });
      expect(crowded, moment).toEqual([]);
    };

    await page.goto(siteUrl(HOSTS.demo), { waitUntil: 'domcontentloaded' });
    await targetSize('as the HTML arrives');
    await page.waitForLoadState('load');
    await targetSize('loaded');
    await expect(page.getByRole('heading', { name: 'Hot games', exact: true })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await targetSize('while the column narrows');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await targetSize('while the column widens');
  });
});
