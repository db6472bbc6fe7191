import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, PLATFORM, resetPlatform, siteUrl, SITE_PORT, skipAfterLoginNotices } from './support/platform';
import { logIn, SESSION_COOKIE } from './support/sessions';

/**
 * Notices and service on the demo merchant: customer service by club rank in its own window (player1 is
 * VIP5: the VIP room, decrypted on the site's server; agent1 is VIP2: the live chat), the announcements, feedback and
 * the speed test from the header's help-and-service menu, and the popup notices a visitor sees once per session. The
 * chat desk's address (chat.example.com, the seed's) is answered by the test, so the window has a page to land on.
 */

const CHAT_DESK = 'https://chat.example.com/';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

async function answerChatDesk(context: BrowserContext) {
  await context.route(`${CHAT_DESK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat desk</title><h1>Chat desk</h1>' }),
  );
}

async function signIn(page: Page, context: BrowserContext, account = ACCOUNTS.player) {
  await skipAfterLoginNotices(page);
  await context.addCookies([{ name: SESSION_COOKIE, value: await logIn(HOSTS.demo, account), domain: HOSTS.demo, path: '/' }]);
}

async function chooseFromMenu(page: Page, item: string) {
  // The menu's code loads when first wanted: press until it is there.
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Help and service' }).click();
    await expect(page.getByRole('menu', { name: /Help and service/ })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The customer-service window opened from the menu, once it has landed somewhere other than its blank start. */
async function openCustomerService(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), chooseFromMenu(page, 'Customer service')]);
  await popup.waitForURL((url) => url.href.startsWith(CHAT_DESK));
  return popup;
}

test.describe('desktop', () => {
  test.use(VIEWPORTS.desktop);

  test('a VIP member gets the VIP room; the announcements list; feedback refused empty, then sent', async ({ page, context, request }) => {
    await resetPlatform(request);
    await answerChatDesk(context);
    await signIn(page, context);
    await page.goto(siteUrl(HOSTS.demo, '/'));

    // Customer service: player1 (VIP5) → the VIP room this chat opened on the platform, for player1.
    const popup = await openCustomerService(page);
    const latest = (await (await request.get(`${PLATFORM}/__sandbox/service-chat/latest?merchant=demo`)).json()) as { url: string; account: string };
    expect(latest.account).toBe('player1');
    expect(latest.url).toMatch(/^https:\/\/chat\.example\.com\/demo\/vip\?ticket=[0-9a-f]{32}$/);
    expect(popup.url()).toBe(latest.url);
    await expect(popup.getByRole('heading', { name: 'Chat desk' })).toBeVisible();
    // The chat has no handle on the site's page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // Announcements: the notice list in a dialog, each notice a disclosure with its time.
    await chooseFromMenu(page, 'Announcements');
    const notices = page.getByRole('dialog', { name: 'Announcements' });
    await expect(notices.getByText('Welcome to Demo Casino', { exact: true })).toBeVisible();
    await expect(notices.locator('details')).toHaveCount(3);
    await expect(notices.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await notices.getByText('Welcome to Demo Casino', { exact: true }).click();
    await expect(notices.getByRole('link', { name: 'latest promotions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();
    await expect(page.getByRole('button', { name: 'Help and service' })).toBeFocused();

    // Feedback: nothing → 'Please enter content'; then sent, and stored by the platform.
    await chooseFromMenu(page, 'Feedback');
    const feedback = page.getByRole('dialog', { name: 'Feedback' });
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByText('Please enter content')).toBeVisible();
    await expect(feedback.getByRole('textbox', { name: 'Your feedback' })).toBeFocused();
    const text = `The speed test is handy, thanks! (${Date.now()})`;
    await feedback.getByRole('textbox', { name: 'Your feedback' }).fill(text);
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect(feedback).toBeHidden();
    const stored = (await (await request.get(`${PLATFORM}/__sandbox/feedback/latest?merchant=demo`)).json()) as { content: string; account: string };
    expect(stored).toMatchObject({ content: text, account: 'player1' });
  });
});

test.describe('phone', () => {
  test.use(VIEWPORTS.phone);

  test('a visitor sees the popup notice once; a member below VIP gets live chat; the speed test times the routes', async ({ page, context }) => {
    await answerChatDesk(context);
    // A fresh browser session: the popup notices show on the home page, once.
    await context.clearCookies({ name: 'popupNoticesSeen' });
    await page.goto(siteUrl(HOSTS.demo, '/'));
    const popupNotice = page.getByRole('dialog', { name: 'Notice' });
    await expect(popupNotice.getByText('Welcome gift')).toBeVisible();
    await popupNotice.getByRole('button', { name: 'Got it' }).click();
    await expect(popupNotice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popupNotice).toHaveCount(0);

    // agent1 is VIP2: live chat.
    await signIn(page, context, ACCOUNTS.agent);
    await page.reload();
    const chat = await openCustomerService(page);
    expect(chat.url()).toBe('https://chat.example.com/demo/livechat');
    await chat.close();

    // The speed test: both of demo's routes timed from the browser, fastest first, the other one to switch to.
    await chooseFromMenu(page, 'Speed test');
    const speed = page.getByRole('dialog', { name: 'Speed test' });
    await expect(speed.getByRole('status')).toHaveText('2 addresses tested.', { timeout: 20_000 });
    const rows = speed.getByRole('list', { name: 'Addresses, fastest first' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.getByTestId('route-latency')).toHaveText([/^\d+ ms$/, /^\d+ ms$/]);
    const times = (await rows.getByTestId('route-latency').allTextContents()).map((t) => Number.parseInt(t, 10));
    expect(times[0]).toBeLessThanOrEqual(times[1]!);
    await expect(rows.filter({ hasText: 'localhost' })).toContainText('Current');
    await expect(speed.getByRole('link', { name: 'Switch to 127.0.0.1' })).toHaveAttribute('href', `http://127.0.0.1:${SITE_PORT}/`);
    await expect(rows.first()).toContainText('Fastest');

    // WCAG 2.2 AA with the dialog open, on a phone.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
