import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ProtectionPath } from '@site/platform-contract/protection';
import { WalletPath } from '@site/platform-contract/wallet';
import { platformGames } from './support/games';
import { acceptDisclaimer, ACCOUNTS, HOSTS, PLATFORM, resetPlatform, siteUrl, skipAfterLoginNotices, solveSlider } from './support/platform';
import { platformToken } from './support/platform-session';
import { signInContext } from './support/sessions';

/**
 * Player protection: a daily deposit limit the deposit page and the platform both hold to, a raise that
 * waits 24 hours (the sandbox clock moves to apply it); a 24-hour break that signs the player out everywhere and
 * refuses login until it ends; the reality check over the demo slot on schedule, with its three ways on; the footer's
 * age line and help organisations per market. axe on the new page and dialogs.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const HOUR = 60 * 60 * 1000;

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
/** An amount as demo (USD, English) shows it. */
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('iframe').analyze();
  expect(results.violations).toEqual([]);
}

async function openSaferGambling(page: Page) {
  await page.goto(siteUrl(HOSTS.demo, '/member/saferGambling'));
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
}

/** A limit's card on the safer gambling page (a form named by its heading). */
const limitCard = (page: Page, name: string) => page.getByRole('form', { name });
/** A figure of a card: the <dd> after the <dt> with this label. */
const figure = (card: ReturnType<typeof limitCard>, label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a daily deposit limit: deposits past it are refused with what is left, by the page and by the platform; a raise waits 24 hours', async ({ page, context, request }) => {
  await signInContext(context, { page });
  await openSaferGambling(page);
  await axe(page);

  const daily = limitCard(page, 'Daily deposit limit');
  await expect(figure(daily, 'Limit now')).toHaveText('No limit');
  const base = money(await figure(daily, 'Deposited in the last 24 hours').textContent());
  const limit = base + 50;
  await daily.getByLabel('New limit').fill(String(limit));
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Limit saved. It applies now.')).toBeVisible();
  await expect(figure(daily, 'Limit now')).toHaveText(usd(limit));
  await expect(figure(daily, 'Left')).toHaveText('$50.00');

  // The deposit page says what is left and refuses more.
  await page.goto(siteUrl(HOSTS.demo, '/member/depositv2'));
  await expect(page.getByText('Your deposit limit leaves $50.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('80');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('That is more than your deposit limit allows. You can deposit $50.00 more now.')).toBeVisible();
  await axe(page);

  // A client that skips the site: the site's API and the platform itself both refuse, with the remainder.
  const viaSite = await page.request.post(siteUrl(HOSTS.demo, '/api/wallet/deposits'), {
    headers: { origin: siteUrl(HOSTS.demo).replace(/\/$/, ''), 'idempotency-key': randomUUID() },
    data: { channel: 'BANK_CHASE', amount: 80 },
  });
  expect(viaSite.status()).toBe(409);
  expect(await viaSite.json()).toMatchObject({ success: false, errorCode: 'deposit_limit_reached', value: { remaining: 50 } });
  const token = await platformToken(request, 'demo');
  const direct = await request.post(`${PLATFORM}${WalletPath.DEPOSITS}`, {
    headers: { Merchant: 'demo', Device: 'WEB', Authorization: token },
    data: { channel: 'BANK_CHASE', amount: 80 },
  });
  expect(direct.status()).toBe(409);
  expect(await direct.json()).toMatchObject({ errorCode: 'deposit_limit_reached', value: { kind: 'depositDay', remaining: 50 } });

  // Raising it waits 24 hours, shown with the time it applies.
  await openSaferGambling(page);
  const raised = limit + 1000;
  await daily.getByLabel('New limit').fill(String(raised));
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The change applies in 24 hours.')).toBeVisible();
  const pending = daily.getByRole('status');
  await expect(pending).toContainText(`Rises to ${usd(raised)} on`);
  const when = Date.parse((await pending.locator('time').getAttribute('datetime'))!);
  const clock = (await (await request.get(`${PLATFORM}/__sandbox/clock`)).json()) as { now: string };
  expect(when - Date.parse(clock.now)).toBeGreaterThan(23.9 * HOUR);
  expect(when - Date.parse(clock.now)).toBeLessThanOrEqual(24 * HOUR);
  await expect(figure(daily, 'Limit now')).toHaveText(usd(limit));
  const stillRefused = await request.post(`${PLATFORM}${WalletPath.DEPOSITS}`, {
    headers: { Merchant: 'demo', Device: 'WEB', Authorization: token },
    data: { channel: 'BANK_CHASE', amount: 80 },
  });
  expect(stillRefused.status()).toBe(409);

  // The sandbox clock moves past the wait: the raise applies.
  expect((await request.post(`${PLATFORM}/__sandbox/clock`, { data: { advanceMs: 24 * HOUR + 60_000 } })).ok()).toBeTruthy();
  const state = await request.get(`${PLATFORM}${ProtectionPath.STATE}`, { headers: { Merchant: 'demo', Device: 'WEB', Authorization: token } });
  expect((await state.json()).value.limits.find((l: { kind: string }) => l.kind === 'depositDay')).toMatchObject({ amount: raised, pending: null });
  await page.reload();
  await expect(figure(daily, 'Limit now')).toHaveText(usd(raised));
  await expect(daily.getByRole('status')).toHaveCount(0);
});

test('a 24-hour break: signed out everywhere at once, login refused with the end time, back after the clock moves', async ({ page, context, browser, request }) => {
  await signInContext(context, { page });
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInContext(elsewhere, { page: other });
  await other.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
  await expect(other.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await openSaferGambling(page);
  const form = page.getByRole('group', { name: 'For how long' });
  await form.getByRole('radio', { name: '24 hours' }).check();
  await page.getByRole('button', { name: 'Start my break' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Start your break?' });
  await expect(confirm).toContainText('Break length: 24 hours. Until it ends you cannot log in, deposit or play');
  await axe(page);
  await confirm.getByRole('button', { name: 'Yes, start my break' }).click();

  // This browser: a visitor's home page.
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // The other browser: its session ended too (the site checks a session's life every few seconds). Its page becomes
  // the centre's visitor gate, whose login popup opens once the page has hydrated (and hides the gate's heading from
  // the accessibility tree, so the popup is what a person, and this test, sees).
  await expect(async () => {
    await other.reload();
    await expect(other.getByRole('dialog', { name: /log in/i })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await elsewhere.close();

  // Login is refused with the end time.
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(ACCOUNTS.player.username);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toContainText(/This account is on a break until .*2\d{3}.* You can log in again after that\./);

  // A day later it works again.
  expect((await request.post(`${PLATFORM}/__sandbox/clock`, { data: { advanceMs: 24 * HOUR + 60_000 } })).ok()).toBeTruthy();
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /account menu for player1/i })).toBeVisible({ timeout: 20_000 });
});

test('the reality check shows over the demo slot on schedule; keep playing, see my history and log out do what they say', async ({ page, context, request }) => {
  await signInContext(context, { page });
  await openSaferGambling(page);
  await page.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Reality check saved.')).toBeVisible();
  // The header's session clock ticks while signed in.
  const sessionClock = page.getByRole('banner').locator('time:visible');
  await expect(sessionClock).toHaveText(/^\d+:\d\d:\d\d$/);

  const { games } = await platformGames(request, 'INHOUSE');
  const slot = games.find((g) => g.openIn === 'iframe')!;
  const playSlot = async () => {
    await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
    // The check's clock starts once the game page knows the member's interval: wait for that answer before moving time
    // (a fresh document each time, so the game page always asks).
    const interval = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/protection' && r.status() === 200);
    await page.getByRole('main').getByRole('button', { name: new RegExp(`^${slot.gameName}`) }).first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await interval;
    await expect(page.frameLocator(`iframe[title="${slot.gameName} game"]`).getByRole('button', { name: 'Spin' })).toBeEnabled();
  };
  await page.clock.install();
  await playSlot();
  const check = page.getByRole('alertdialog', { name: 'Reality check' });

  // Not before 15 minutes; then it shows, with the session's length and result.
  await page.clock.fastForward('14:30');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('00:45');
  await expect(check).toBeVisible();
  await expect(check).toContainText('Session length');
  await expect(check).toContainText(/Net result this session\s*\$0\.00/);
  await axe(page);

  // Keep playing: it closes, and comes back 15 minutes later.
  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('14:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(check).toBeVisible();

  // See my history: the betting record.
  await check.getByRole('link', { name: 'See my history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();

  // Log out: back at home, signed out.
  await playSlot();
  await page.clock.fastForward('15:30');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('ph: registration asks for the daily deposit limit the market requires, and the new account starts with it', async ({ page, request }) => {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
  await page.goto(siteUrl(HOSTS.ph, '/register'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Username', exact: true }).fill('maria01');
  await main.getByLabel('Password', { exact: true }).fill('Maria#2026');
  await main.getByLabel('Confirm password').fill('Maria#2026');
  await main.getByRole('textbox', { name: 'Email' }).fill('maria@example.ph');
  const limit = main.getByRole('textbox', { name: 'Daily deposit limit (₱)' });
  await expect(limit).toHaveAccessibleDescription(/raising it takes 24 hours/);
  // ph asks for an active choice: the age-and-terms box starts unticked (eligibility.spec.ts).
  await main.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(limit).toHaveAccessibleDescription('Daily deposit limit (₱) is required');
  await limit.fill('12.345');
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(limit).toHaveAccessibleDescription('Enter an amount above zero, with at most two decimal places.');
  await axe(page);
  await limit.fill('300');
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  const done = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(done).toContainText('maria01');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: /account menu for maria01/i })).toBeVisible({ timeout: 20_000 });

  await page.goto(siteUrl(HOSTS.ph, '/member/saferGambling'));
  await expect(page.getByText('In this market every player keeps a daily deposit limit')).toBeVisible();
  const daily = limitCard(page, 'Daily deposit limit');
  await expect(figure(daily, 'Limit now')).toHaveText('₱300.00');
  await expect(daily.getByRole('button', { name: 'Remove limit' })).toHaveCount(0);
  await expect(limitCard(page, 'Weekly deposit limit').getByRole('button', { name: 'Remove limit' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the safer gambling page fits and passes axe; the session clock sits under the logo', async ({ page, context }) => {
    await signInContext(context, { page });
    await openSaferGambling(page);
    await expect(page.getByRole('banner').locator('time:visible')).toHaveText(/^\d+:\d\d:\d\d$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe(page);
    await page.getByRole('radio', { name: '7 days' }).check();
    await page.getByRole('button', { name: 'Start my break' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Start your break?' })).toBeVisible();
    await axe(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('the footer: the age line of each market and its help organisations', async ({ page }) => {
  // ph asks its eligibility questions first, in a dialog over the page (on a busy machine, before the footer is read).
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.demo));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('18+ only. Gambling can be addictive: please play responsibly.');
  await expect(footer.getByRole('link', { name: 'Gamblers Anonymous' })).toHaveAttribute('href', 'https://www.gamblersanonymous.org/');

  await page.goto(siteUrl(HOSTS.ph));
  await expect(page.getByRole('contentinfo')).toContainText('21+ only.');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'PAGCOR Responsible Gaming' })).toBeVisible();
});
