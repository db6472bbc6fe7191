import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostRequest, HOSTS, siteUrl } from './support/platform';

/**
 * The help centre over home (spec §2, Routes and Modals: /help is pushed and the help opens in a modal over the home
 * layout; closing it returns to /): on home, the shell's help links (the header's help-and-service menu, the footer's
 * help links) open it in a dialog over home, while /help loaded as an address, or from another page's links, is
 * still the whole page, for crawlers and shared links.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Before the page has hydrated a link is a plain link, and /help loads as a document: the whole page, as for a
 * visitor arriving from elsewhere. The dialog is what the running site does with its own links.
 */
async function hydrated(link: Locator): Promise<void> {
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

async function openFromFooter(page: Page, article: string): Promise<Locator> {
  const link = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' }).getByRole('link', { name: article });
  await hydrated(link);
  await link.click();
  return page.getByRole('dialog', { name: 'Help centre' });
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header’s help centre opens over home, keeps the focus inside, and Escape returns to /', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Help and service' });
    await hydrated(menuButton);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Help centre' }).click();

    const dialog = page.getByRole('dialog', { name: 'Help centre' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help'));
    await expect(page).toHaveTitle('Help centre | Demo Casino');
    await expect(dialog).toHaveAccessibleDescription('Rules, answers and advice for playing at Demo Casino.');
    await expect(dialog.getByRole('searchbox', { name: 'Search the help centre' })).toBeVisible();
    await expect(dialog.getByRole('article', { name: 'How to withdraw' })).toBeAttached();
    // Over home, not the help page: no page heading of its own, no second copy of the articles.
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toHaveCount(0);
    await expect(page.locator('article#withdraw')).toHaveCount(1);

    // The focus stays inside, both ways round.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Casino | Home');
    // The focus goes back to the menu's button it came from.
    await expect(menuButton).toBeFocused();
  });

  test('a footer help link opens its article in the dialog; the close button returns to /, where home was scrolled', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const footerHelp = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
    await footerHelp.scrollIntoViewIfNeeded();
    const link = footerHelp.getByRole('link', { name: 'Privacy policy' });

    const dialog = await openFromFooter(page, 'Privacy policy');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help#privacy'));
    await expect(dialog.getByRole('article', { name: 'Privacy policy' })).toBeInViewport();

    // The contents move within the dialog: the address's #tag changes, the way back stays one step.
    await dialog.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'How to withdraw' }).click();
    await expect(dialog.getByRole('article', { name: 'How to withdraw' })).toBeInViewport();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help#withdraw'));

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
    // Home as it was left: at its footer, not back at the top, and the focus on the link that opened the help.
    await expect(footerHelp).toBeInViewport();
    await expect(link).toBeFocused();
  });

  test('the browser’s Back closes it too, and Forward opens it again', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const dialog = await openFromFooter(page, 'FAQ');
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help#faq'));
  });

  test('from another page the help links lead to the help centre’s own page', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/rng'));
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const link = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'About us' });
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help#about'));
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'About us' })).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/rng'));
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('/help loaded as an address is the whole page, also after the dialog fetched it (and after a reload)', async ({ page, request }) => {
    await page.goto(siteUrl(HOSTS.demo));
    await expect(await openFromFooter(page, 'Terms and conditions')).toBeVisible();

    // The same address as a crawler asks for it: the help page, not the dialog's fetch of it.
    const { url, headers } = hostRequest(HOSTS.demo, '/help');
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Help centre<\/h1>/);
      expect(html).not.toContain('role="dialog"');
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Terms and conditions' })).toBeVisible();

    // On the help page the menu's help centre is that page again, not a dialog with nothing under it.
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Help and service' });
    await hydrated(menuButton);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help'));
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the dialog fits 390 px: nothing scrolls sideways, and it closes back to /', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo));
    const dialog = await openFromFooter(page, 'Responsible gaming');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('article', { name: 'Responsible gaming' })).toBeInViewport();

    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Nor does anything inside it.
    const overflow = await dialog.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('*')].filter((child) => child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== 'visible').map((child) => child.outerHTML.slice(0, 80)),
    );
    expect(overflow).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
  });
});
