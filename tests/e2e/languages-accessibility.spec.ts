import { expect, test, type Page } from '@playwright/test';
import { CATALOG_LOCALES, textDirection } from '@/lib/i18n/locales';
import { axeViolations } from './support/axe';
import { catalogMessage } from './support/catalog';
import { acceptDisclaimer, HOSTS, hostRequest, siteUrl } from './support/platform';

/**
 * The demo brand offers every catalog. Urdu (Arabic script, right to left) and Burmese (Myanmar script, the longest
 * words of the catalogs) draw home and the register page with no axe violation on a phone and a desktop; the
 * right-to-left pages (Urdu, Persian, Arabic) are mirrored: the header starts at the right and the text runs from it,
 * and a form under tabs (Radix's, given the page's direction) runs from the right too;
 * and a page carries the messages of its own language only.
 */

const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const BRAND = 'Demo Casino';

async function openIn(page: Page, locale: string, pathname: string, heading: string) {
  await acceptDisclaimer(page);
  await page.context().addCookies([{ name: 'popupNoticesSeen', value: '1', domain: HOSTS.demo, path: '/' }]);
  const response = await page.goto(siteUrl(HOSTS.demo, `/${locale.toLowerCase()}${pathname}`));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection(locale));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
}

for (const [screen, viewport] of Object.entries(SCREENS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport, ...(screen === 'phone' ? { hasTouch: true, isMobile: true } : {}) });

    for (const locale of ['ur', 'my']) {
      test(`${locale}: home and the register page have no axe violation`, async ({ page }) => {
        await openIn(page, locale, '', catalogMessage(locale, 'home', 'Home.heading', { brand: BRAND }));
        expect(await axeViolations(page)).toEqual([]);
        await openIn(page, locale, '/register', catalogMessage(locale, 'register', 'Register.title'));
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}

test.describe('right-to-left pages are mirrored', () => {
  test.use({ viewport: SCREENS.phone, hasTouch: true, isMobile: true });

  for (const locale of ['ur', 'fa', 'ar']) {
    test(`${locale}: the header starts at the right, the heading's text runs from the right`, async ({ page }) => {
      const heading = catalogMessage(locale, 'register', 'Register.title');
      await openIn(page, locale, '/register', heading);
      const width = SCREENS.phone.width;
      // The brand's home link opens the header on the right; the side menu's button is at the other end.
      const home = (await page.getByRole('banner').getByRole('link', { name: BRAND }).first().boundingBox())!;
      expect(home.x + home.width / 2).toBeGreaterThan(width / 2);
      const menu = (await page.getByRole('banner').getByRole('button').first().boundingBox())!;
      expect(menu.x + menu.width / 2).toBeGreaterThan(home.x + home.width / 2);
      // The heading's text is laid out from the right edge of its box, as right-to-left text is.
      const aligned = await page.getByRole('heading', { level: 1, name: heading }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { direction: getComputedStyle(element).direction, gapRight: Math.round(box.right - text.right), gapLeft: Math.round(text.left - box.left) };
      });
      expect(aligned.direction).toBe('rtl');
      expect(aligned.gapRight).toBeLessThanOrEqual(aligned.gapLeft);
    });
  }

  // A form under tabs runs the page's way too: the first tab at the right, the left arrow going on to the next.
  for (const { locale, pathname, file, heading, tabs } of [
    { locale: 'ar', pathname: '/login', file: 'auth', heading: 'Auth.loginTitle', tabs: ['Auth.usernameTab', 'Auth.smsTab'] },
    { locale: 'ur', pathname: '/register', file: 'register', heading: 'Register.title', tabs: ['Register.tabUsername', 'Register.tabMobile'] },
  ]) {
    test(`${locale}: the ${pathname.slice(1)} form's first tab is at the right, and the left arrow leads to the next`, async ({ page }) => {
      await openIn(page, locale, pathname, catalogMessage(locale, file, heading));
      const [first, second] = tabs.map((key) => page.getByRole('main').getByRole('tab', { name: catalogMessage(locale, file, key), exact: true }));
      await expect(first!).toHaveAttribute('aria-selected', 'true');
      const [firstBox, secondBox] = [(await first!.boundingBox())!, (await second!.boundingBox())!];
      expect(firstBox.x).toBeGreaterThan(secondBox.x);
      await first!.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(second!).toBeFocused();
      await expect(second!).toHaveAttribute('aria-selected', 'true');
    });
  }
});

test('a page carries its own language’s messages only: the login page in Russian has no other catalog’s words', async ({ request }) => {
  const { url, headers } = hostRequest(HOSTS.demo, '/ru/login');
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // A message the login form holds for when it is needed (not drawn until then), in every catalog.
  const words = (locale: string) => catalogMessage(locale, 'auth', 'Auth.accountLocked');
  expect(html).toContain(words('ru'));
  const others = CATALOG_LOCALES.filter((locale) => locale !== 'ru' && words(locale) !== words('ru'));
  expect(others.length).toBe(CATALOG_LOCALES.length - 1);
  expect(others.filter((locale) => html.includes(words(locale)))).toEqual([]);
});
