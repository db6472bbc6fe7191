import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodePng } from '@/sandbox/lib/png';
import { armContext, probe } from './support/browser-xss';
import { XSS_PAYLOADS } from './support/payloads';
import { acceptDisclaimer, HOSTS, PLATFORM_DB, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { ROOT } from './support/routes';
import { logIn, SESSION_COOKIE } from './support/sessions';
import { openExistingDatabase } from '@/sandbox/db/existing';

/**
 * The promotions pages. On a phone, a member finds a promotion by its category, applies with a comment and
 * two real PNG images (a third file, a GIF, is refused at the field with its message) and sees the application as
 * applied, here and in the list. On a desktop, a visitor's promotion page passes axe, and then holds the XSS corpus in
 * its title, summary and page: nothing runs, and the page still reads. The list's axe scan is the phone test's.
 * Sandbox rules (limits, states, claims) and the island's states are unit tests (sandbox/tests/promotions.test.ts,
 * tests/unit/components/promotions/).
 */

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A real PNG image of `size` pixels a side, in one colour. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const pixels = new Uint8Array(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(rgb, i);
  return encodePng(size, size, pixels);
}

function sandboxDb() {
  return openExistingDatabase(path.join(ROOT, PLATFORM_DB));
}

/** The id of a seeded promotion of the demo merchant (sandbox/db/seed-promotions.ts keys). */
function promotionId(key: string): number {
  const db = sandboxDb();
  try {
    return db.prepare("SELECT id FROM promotions WHERE merchant_code = 'demo' AND seed_key = ?").pluck().get(key) as number;
  } finally {
    db.close();
  }
}

test.describe('phone', () => {
  test.use(VIEWPORTS.phone);

  test('a member applies with two images, a third bad file is refused at the field, and the promotion shows as applied', async ({ page, context, request }) => {
    await resetPlatform(request);
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);
    await context.addCookies([{ name: SESSION_COOKIE, value: await logIn(HOSTS.demo), domain: HOSTS.demo, path: '/' }]);

    await page.goto(siteUrl(HOSTS.demo, '/promotions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Promotion categories' });
    await categories.getByRole('link', { name: /^App download/ }).click();
    await expect(page).toHaveURL(/\/promotions\?category=download$/);
    await expect(categories.getByRole('link', { name: /^App download/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText(['App download bonus']);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'App download bonus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'App download bonus' })).toBeVisible();
    const takePart = page.getByRole('complementary', { name: 'Take part' });
    await expect(takePart.getByText('Your status: Ongoing')).toBeVisible();
    await takePart.getByRole('button', { name: 'Apply' }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply: App download bonus' });
    const comment = 'Added it to my home screen and logged in there';
    await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
    await expect(dialog.getByText(`${comment.length} / 140 characters`)).toBeVisible();
    const addImage = () => dialog.getByLabel(/^Add image/);
    await addImage().setInputFiles({ name: 'home-screen.png', mimeType: 'image/png', buffer: png(64, [30, 120, 220]) });
    await expect(dialog.getByRole('img', { name: 'Images (optional), image 1' })).toBeVisible();
    await addImage().setInputFiles({ name: 'logged-in.png', mimeType: 'image/png', buffer: png(48, [240, 180, 20]) });
    await expect(dialog.getByRole('img', { name: 'Images (optional), image 2' })).toBeVisible();
    await addImage().setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1') });
    await expect(dialog.getByText('animation.gif is not a PNG or JPG image.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: /image 3/ })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(takePart.getByText('Your status: Applied')).toBeVisible();
    await expect(takePart.getByText('Your application is being reviewed. We will let you know soon.')).toBeVisible();
    await expect(takePart.getByText(comment)).toBeVisible();
    await expect(takePart.getByText('2 images', { exact: false })).toBeVisible();
    await expect(takePart.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The platform has it: the list, loaded afresh, shows it too.
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/promotions\?category=download$/);
    await expect(page.getByRole('article', { name: 'App download bonus' }).getByText('Your status: Applied')).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use(VIEWPORTS.desktop);

  test('a promotion page passes axe, and the XSS corpus in its title, summary and page runs nothing and the page still reads', async ({ page, context, request }) => {
    await acceptDisclaimer(page);
    const id = promotionId('welcome');
    const url = siteUrl(HOSTS.demo, `/promoDetail?id=${id}`);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Take part' }).getByRole('button', { name: 'Log in to take part' })).toBeVisible();
    await expectNoViolations(page);

    const MARK = 'XSS-PROMO';
    const text = `${MARK} ${XSS_PAYLOADS.slice(0, 8).join(' ')}`;
    const db = sandboxDb();
    try {
      db.prepare("UPDATE promotion_i18n SET title = ?, summary = ?, content = ? WHERE promotion_id = ? AND language = 'en'").run(
        text,
        text,
        // The corpus's broken markup (an unclosed <style>) swallows whatever follows it, in the sanitizer as in a browser.
        `<h3>How to take part</h3><ol><li>Make your first deposit.</li></ol><p>Bonus terms apply.</p>${XSS_PAYLOADS.join('\n')}`,
        id,
      );
    } finally {
      db.close();
    }
    try {
      await armContext(context);
      // Merchant content is cached for a second in the e2e run.
      await expect(async () => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(MARK, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });

      expect((await probe(page, url)).findings).toEqual([]);
      // It still reads: the title and summary as text, the page's own headings, list and paragraphs, the way to take part.
      await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>window.__xss=1</script>');
      const content = page.getByRole('region', { name: 'Details and terms' });
      await expect(content.getByRole('heading', { name: 'How to take part' })).toBeVisible();
      await expect(content.getByRole('listitem').filter({ hasText: 'Make your first deposit.' })).toBeVisible();
      await expect(content.getByText('Bonus terms apply.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in to take part' })).toBeVisible();
      // The page's frame holds: the footer follows the content.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSidewaysScroll(page);

      expect((await probe(page, siteUrl(HOSTS.demo, '/promotions?category=new_player'))).findings).toEqual([]);
      await expect(page.getByRole('article').filter({ hasText: MARK })).toHaveCount(1);
    } finally {
      await resetPlatform(request);
    }
  });
});
