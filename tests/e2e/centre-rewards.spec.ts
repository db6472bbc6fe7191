import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { HOSTS, resetPlatform, siteUrl, SITE_PORT } from './support/platform';
import { signInContext } from './support/sessions';
import { QR_PIXEL_RATIO } from '../../lib/qr';

/**
 * The member centre's rewards pages as player1: claim an issued reward and watch
 * the header balance rise; apply to an activity with a comment (the 140-character limit counted as one types); the
 * invite link with its copy button and QR code; claim a complete mission and watch the open count drop. The platform
 * goes back to its seed before each test, so each starts from player1's seeded activities and missions. Each flow runs
 * once, the first two on a phone, the others on a desktop (tables; the menu's mission badge).
 */

/** A 1×1 PNG: a real image file for the apply form's upload. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3e1a7d60000000049454e44ae426082',
  'hex',
);

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function openAs(page: Page, context: BrowserContext, path: string) {
  await signInContext(context, { page });
  await page.goto(siteUrl(HOSTS.demo, path));
}

async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByRole('banner').getByTestId('wallet-balance');
  await expect(balance).toHaveText(/\d/);
  return Number(((await balance.textContent()) ?? '').replace(/[^0-9.-]/g, ''));
}

/** A page must never scroll sideways (a phone above all). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('phone', () => {
  test.use(VIEWPORTS.phone);
  test('claims an issued reward: the header balance rises by it, and the activity is claimed', async ({ page, context }) => {
    await openAs(page, context, '/member/rewardCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
    const before = await headerBalance(page);

    await page.getByRole('group', { name: 'Show activities' }).getByRole('button', { name: /To claim/ }).click();
    const card = page.getByRole('listitem', { name: 'Weekend reload 20%' });
    await expect(card.getByText('Issued', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Claim $18.00' }).click();

    await expect(page.getByText('$18.00 was added to your balance.')).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 18, 2);
    await page.getByRole('group', { name: 'Show activities' }).getByRole('button', { name: /Ended/ }).click();
    const claimed = page.getByRole('listitem', { name: 'Weekend reload 20%' });
    await expect(claimed.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(claimed.getByRole('button', { name: /Claim/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('narrows the activities to a period: any time, the previous or the next 7 and 30 days (spec §9), which the records do not offer', async ({ page, context }) => {
    await openAs(page, context, '/member/rewardCenter');
    const period = page.getByRole('group', { name: /Period/ });
    const list = page.getByRole('list', { name: 'Activities' });
    // The seed: the check-in runs from 10 days ago to 20 days ahead, the Lunar New Year envelope ended 25 days ago
    // after 20 days, and the year-end draw starts in 10 days.
    const shown = async (expected: Record<string, boolean>) => {
      for (const [title, visible] of Object.entries(expected)) {
        await expect(list.getByRole('listitem', { name: title }), `${title} shown: ${visible}`).toHaveCount(visible ? 1 : 0);
      }
    };
    await expect(period.getByRole('button', { name: 'Any time' })).toHaveAttribute('aria-pressed', 'true');
    await shown({ 'Daily check-in bonus': true, 'Lunar New Year red envelope': true, 'Year-end lucky draw': true });

    const choose = async (name: string) => {
      await period.getByRole('button', { name, exact: true }).click();
      await expect(period.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    };
    await choose('Next 7 days');
    await shown({ 'Daily check-in bonus': true, 'Lunar New Year red envelope': false, 'Year-end lucky draw': false });
    await choose('Next 30 days');
    await shown({ 'Daily check-in bonus': true, 'Lunar New Year red envelope': false, 'Year-end lucky draw': true });
    // The state filters count what the period holds: the year-end draw is the one coming soon.
    await expect(page.getByRole('group', { name: 'Show activities' }).getByRole('button', { name: /Coming soon/ })).toContainText('(1)');
    await choose('Last 7 days');
    await shown({ 'Daily check-in bonus': true, 'Lunar New Year red envelope': false, 'Year-end lucky draw': false });
    await choose('Last 30 days');
    await shown({ 'Daily check-in bonus': true, 'Lunar New Year red envelope': true, 'Year-end lucky draw': false });
    await choose('Any time');
    await shown({ 'Lunar New Year red envelope': true, 'Year-end lucky draw': true });
    await expectNoSidewaysScroll(page);

    // A record looks back only: the account record offers no period ahead.
    await page.goto(siteUrl(HOSTS.demo, '/member/transactionHistory'));
    const recordPeriod = page.getByRole('group', { name: /Period/ });
    await expect(recordPeriod.getByRole('button', { name: 'Last 7 days', exact: true })).toBeVisible();
    await expect(recordPeriod.getByRole('button', { name: /Next/ })).toHaveCount(0);
    await expect(recordPeriod.getByRole('button', { name: 'Any time' })).toHaveCount(0);
  });

  test('applies to an open activity with a comment and images: over 140 characters and a gif are refused at their fields, then it is applying', async ({ page, context }) => {
    await openAs(page, context, '/member/rewardCenter');
    await page.getByRole('group', { name: 'Show activities' }).getByRole('button', { name: /Open/ }).click();
    const card = page.getByRole('listitem', { name: 'Sports parlay insurance' });
    await expect(card.getByText('In process', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Apply' }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply: Sports parlay insurance' });
    const comment = dialog.getByRole('textbox', { name: 'Comment (optional)' });
    await comment.fill('x'.repeat(141));
    await expect(dialog.getByText('1 character over the limit of 140').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('The comment may be at most 140 characters.')).toBeVisible();
    await expect(comment).toBeFocused();

    const text = 'Lost a 6-leg parlay by one leg 🙁';
    await comment.fill(text);
    await expect(dialog.getByText(`${[...text].length} / 140 characters`)).toBeVisible();

    const images = dialog.getByLabel(/^Add image/);
    await images.setInputFiles({ name: 'ticket.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1') });
    await expect(dialog.getByText('ticket.gif is not a PNG or JPG image.')).toBeVisible();
    await images.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Images (optional), image 1' })).toBeVisible();
    await dialog.getByLabel(/^Add image/).setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Images (optional), image 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('group', { name: 'Show activities' }).getByRole('button', { name: /Taking part/ }).click();
    const applied = page.getByRole('listitem', { name: 'Sports parlay insurance' });
    await expect(applied.getByText('Applying', { exact: true })).toBeVisible();
    await expect(applied.getByText(text)).toBeVisible();
    await expect(applied.getByText('2 images')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
test.describe('desktop', () => {
  test.use(VIEWPORTS.desktop);
  test('shows the invite link on this host with a working copy button and its QR code, and the friends and earnings', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(HOSTS.demo, '').replace(/\/$/, '') });
    await openAs(page, context, '/member/referral');
    const link = `http://${HOSTS.demo}:${SITE_PORT}/register?referralCode=P1REF`;
    await expect(page.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(link);

    const qr = page.getByRole('img', { name: 'QR code of your invite link' });
    await expect(qr).toBeVisible();
    // Shown at 130 CSS px, drawn at QR_PIXEL_RATIO times that so it stays sharp on a phone's dense screen.
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([130 * QR_PIXEL_RATIO, 130]);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Invite link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const friends = page.getByRole('table', { name: 'Invited friends' });
    await expect(friends.getByText('lu***8')).toBeVisible();
    await expect(friends.getByText('ne***1')).toBeVisible();
    await expect(friends.getByText('No deposit yet').first()).toBeVisible();
    const earnings = page.getByRole('table', { name: 'Earnings' });
    await expect(earnings.getByText('Referral reward: lu***8 valid bets')).toBeVisible();
    // The earnings' totals row is the summary's total.
    const total = (await page.locator('dt', { hasText: 'Total earned' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
    expect(total).toMatch(/^\$\d/);
    await expect(earnings.getByText(total, { exact: true }).last()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('claims a complete mission: the open count drops, the balance rises, and the member enters the leaderboard', async ({ page, context }) => {
    await openAs(page, context, '/member/missionLeaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    // "Missions" once: the page's heading, its section says which missions.
    await expect(page.getByRole('heading', { name: 'Missions', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s and this week’s missions' })).toBeVisible();
    const openCount = page.locator('dt', { hasText: 'Open missions' }).locator('xpath=following-sibling::dd[1]');
    await expect(openCount).toHaveText('6');
    // The centre menu's badge beside Missions (a column on wide screens; in the sheet on a phone).
    const menu = page.getByRole('navigation', { name: 'Member centre pages' });
    await expect(menu.getByRole('link', { name: /Missions.*6 open missions/ })).toBeVisible();
    await expect(page.getByText('You have no points this week yet: claim a mission to join the leaderboard.')).toBeVisible();
    const before = await headerBalance(page);

    const mission = page.getByRole('listitem', { name: 'Place 10 bets' });
    await expect(mission.getByText('Complete', { exact: true })).toBeVisible();
    await expect(mission.getByRole('progressbar', { name: 'Place 10 bets' })).toHaveAttribute('aria-valuenow', '100');
    await mission.getByRole('button', { name: 'Claim reward' }).click();

    await expect(page.getByText('$2.00 was added to your balance, and 10 points to your week.')).toBeVisible();
    await expect(openCount).toHaveText('5');
    await expect(menu.getByRole('link', { name: /Missions.*5 open missions/ })).toBeVisible();
    await expect(mission.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(mission.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 2, 2);

    const board = page.getByRole('table', { name: 'Leaderboard this week' });
    const mine = board.getByRole('row').filter({ hasText: 'player1' });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine.getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByText(/You are number \d+ with 10 points\./)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
