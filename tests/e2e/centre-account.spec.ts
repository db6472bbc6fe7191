import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { originOf, send } from './support/http';
import { acceptDisclaimer, HOSTS, PLATFORM, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { SESSION_COOKIE, signInContext } from './support/sessions';
import { chooseCountry, setSmsCredit } from './support/sms-login';

/**
 * The member centre's account area: messages (read one and the header's badge drops at once; delete one),
 * the payment password (set and change on a new account; change and change back on player1), binding an email address
 * with the mailed code, and the profile. Each flow runs once: messages and setting a payment password on a phone, the
 * rest on a desktop.
 */

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

const PASSWORD = 'Fresh#2026';
let counter = 0;

async function prepare(page: Page) {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
}

/** Signs player1 in through the site's API and hands the browser the session cookie. */
const signInPlayer = (context: BrowserContext) => signInContext(context);

/**
 * Registers a new account through the site's API as the register form does (slider check, then register) and hands
 * the browser its session cookie. The account has no payment password, no email and an empty profile.
 */
async function registerFresh(context: BrowserContext): Promise<string> {
  counter += 1;
  const username = `acct${Date.now() % 1_000_000}${counter}`.slice(0, 16);
  const headers = { origin: originOf(HOSTS.demo) };
  const puzzle = await send(HOSTS.demo, '/api/verification/slider', { method: 'POST', headers, data: { purpose: 'register' } });
  expect(puzzle.status, puzzle.body).toBe(200);
  const { puzzleId } = (JSON.parse(puzzle.body) as { value: { puzzleId: string } }).value;
  const latest = await fetch(`${PLATFORM}/__sandbox/slider/latest?merchant=demo`);
  const { x } = (await latest.json()) as { x: number };
  const pass = await send(HOSTS.demo, '/api/verification/slider/verify', { method: 'POST', headers, data: { puzzleId, x } });
  expect(pass.status, pass.body).toBe(200);
  const { sliderToken } = (JSON.parse(pass.body) as { value: { sliderToken: string } }).value;
  const registered = await send(HOSTS.demo, '/api/register', {
    method: 'POST',
    headers,
    data: { regType: 'username', username, password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'John Smith', sliderToken },
  });
  expect(registered.status, registered.body).toBe(200);
  const value = /(?:^|\n)site_session=([^;]*)/.exec(registered.headers['set-cookie'] ?? '')?.[1];
  expect(value, 'the registration signs the new account in').toBeTruthy();
  await context.addCookies([{ name: SESSION_COOKIE, value: value!, domain: HOSTS.demo, path: '/' }]);
  return username;
}

async function openPage(page: Page, key: string, title: string) {
  await page.goto(siteUrl(HOSTS.demo, `/member/${key}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The unread count the header's Messages link names (0 when it names none). */
async function headerUnread(page: Page): Promise<number> {
  // By its address: while a dialog is open the rest of the page is hidden from the accessibility tree.
  const link = page.locator('header a[href$="/member/messageV2"]').first();
  await expect(link).toBeAttached();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

async function totalMessages(page: Page): Promise<number> {
  const answer = await page.request.get(siteUrl(HOSTS.demo, '/api/account/messages'));
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { value: { totalCount: number } }).value.totalCount;
}

const securityItem = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

test.describe('phone', () => {
  test.use(SIZES.phone);

  test.describe('messages', () => {
    test.beforeEach(async ({ request, page, context }) => {
      // Reading and deleting use up player1's unread messages: each test starts from the seed.
      await resetPlatform(request);
      await prepare(page);
      await signInPlayer(context);
    });

    test('reading an unread message marks it read and the header badge drops at once', async ({ page }) => {
      await openPage(page, 'messageV2', 'Messages');
      // The header reads the count after the page is up.
      await expect.poll(() => headerUnread(page)).toBeGreaterThan(0);
      const before = await headerUnread(page);
      const list = page.getByRole('list').filter({ has: page.getByTestId('message-row') });
      const unreadRow = list.getByRole('listitem').filter({ hasText: 'Unread' }).first();
      const title = (await unreadRow.getByTestId('message-row').locator('span.font-bold').innerText()).trim();
      await unreadRow.getByTestId('message-row').click();

      const reader = page.getByRole('dialog', { name: title });
      await expect(reader).toBeVisible();
      await expect(reader.locator('.prose-help')).toContainText(/\S/);
      // The badge follows without a reload.
      await expect.poll(() => headerUnread(page)).toBe(before - 1);
      await reader.getByRole('button', { name: 'Close' }).last().click();
      await expect(reader).toBeHidden();
      await expect(page.getByText(`${before - 1} unread message`)).toBeVisible();

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => headerUnread(page)).toBe(0);
      await expect(page.getByText('No unread messages')).toBeVisible();
    });

    test('deleting a message asks first, then removes it; deleting selected ones too', async ({ page }) => {
      await openPage(page, 'messageV2', 'Messages');
      const total = await totalMessages(page);
      await expect.poll(() => headerUnread(page)).toBeGreaterThan(0);
      const before = await headerUnread(page);
      const rows = page.getByTestId('message-row');
      await expect(rows.first()).toBeVisible();

      // One, from the reader (an unread one: the badge drops with it).
      await rows.first().click();
      const reader = page.getByRole('dialog');
      await reader.getByRole('button', { name: 'Delete this message' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
      await expect(confirm).toContainText('cannot be restored');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Message deleted.')).toBeVisible();
      await expect.poll(() => totalMessages(page)).toBe(total - 1);
      await expect.poll(() => headerUnread(page)).toBe(before - 1);

      // Two, selected on the page; cancelling the question first keeps them.
      await page.getByRole('checkbox', { name: /^Select: / }).nth(1).check();
      await page.getByRole('checkbox', { name: /^Select: / }).nth(2).check();
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      const question = page.getByRole('alertdialog', { name: 'Delete 2 messages?' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      expect(await totalMessages(page)).toBe(total - 1);
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      await page.getByRole('alertdialog', { name: 'Delete 2 messages?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('2 messages deleted.')).toBeVisible();
      await expect.poll(() => totalMessages(page)).toBe(total - 3);
    });
  });

  test('a new account sets its payment password with the login password, then changes it', async ({ page, context }) => {
    await prepare(page);
    await registerFresh(context);
    await openPage(page, 'securityCenter', 'My account');
    const item = securityItem(page, 'Payment password');
    await expect(item).toContainText('Not set');

    await item.getByRole('button', { name: 'Set Payment password' }).click();
    let dialog = page.getByRole('dialog', { name: 'Set a payment password' });
    await dialog.getByLabel('Login password').fill('Wrong#2026');
    await dialog.getByLabel('New payment password', { exact: true }).fill('123456');
    await dialog.getByLabel('New payment password again').fill('123456');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The login password is wrong.')).toBeVisible();
    await dialog.getByLabel('Login password').fill(PASSWORD);
    await dialog.getByLabel('New payment password again').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The payment passwords do not match. Type the same 6 digits in both fields.')).toBeVisible();
    await dialog.getByLabel('New payment password again').fill('123456');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your payment password is set.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText('Set');
    await expect(item).not.toContainText('Not set');

    await item.getByRole('button', { name: 'Change Payment password' }).click();
    dialog = page.getByRole('dialog', { name: 'Change the payment password' });
    await dialog.getByLabel('Current payment password').fill('654321');
    await dialog.getByLabel('New payment password', { exact: true }).fill('112233');
    await dialog.getByLabel('New payment password again').fill('112233');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The current payment password is wrong.')).toBeVisible();
    await dialog.getByLabel('Current payment password').fill('123456');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your payment password has been changed.')).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use(SIZES.desktop);

  test("player1 changes the payment password and changes it back", async ({ page, context }) => {
    await prepare(page);
    await signInPlayer(context);
    await openPage(page, 'securityCenter', 'My account');
    const item = securityItem(page, 'Payment password');
    for (const [from, to] of [['246810', '135791'], ['135791', '246810']]) {
      await item.getByRole('button', { name: 'Change Payment password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the payment password' });
      await dialog.getByLabel('Current payment password').fill(from!);
      await dialog.getByLabel('New payment password', { exact: true }).fill(to!);
      await dialog.getByLabel('New payment password again').fill(to!);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your payment password has been changed.').last()).toBeVisible();
    }
  });

  test('a new account binds an email address with the code mailed to it', async ({ page, context }) => {
    await prepare(page);
    const username = await registerFresh(context);
    const address = `${username}@example.com`;
    await openPage(page, 'securityCenter', 'My account');
    const item = securityItem(page, 'Email address');
    await expect(item).toContainText('Not bound');
    await item.getByRole('button', { name: 'Bind Email address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind an email address' });
    // Send code checks the address first.
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Email address').fill(address);
    // The button takes one press a second (spec §9): press until it counts down.
    await expect(async () => {
      await dialog.getByRole('button', { name: /Send code|Code sent/ }).click();
      await expect(dialog.getByRole('button', { name: /Code sent/ })).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 10_000 });
    let code = '';
    await expect(async () => {
      const mail = await fetch(`${PLATFORM}/__sandbox/mail/latest?to=${encodeURIComponent(address)}`);
      expect(mail.ok).toBeTruthy();
      code = /\b(\d{6})\b/.exec(((await mail.json()) as { body: string }).body)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 5000 });
    await dialog.getByLabel('Code from the email').fill(code);
    await dialog.getByLabel('Login password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Bind address' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText('Bound');
    await expect(item).toContainText(`${username.slice(0, 2)}`);
    await expect(item).toContainText('@example.com');
    await expect(item.getByRole('button', { name: 'Change Email address' })).toBeVisible();
  });

  test('binding a mobile number says the phone-authentication refusals in their own words (spec §8)', async ({ page, context, request }) => {
    await prepare(page);
    await registerFresh(context);
    await openPage(page, 'securityCenter', 'My account');
    await securityItem(page, 'Mobile number').getByRole('button', { name: 'Bind Mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind a mobile number' });
    await chooseCountry(dialog, page, 'Vietnam');
    // Nine digits, but no Vietnamese mobile number starts with 1: only the platform knows.
    await dialog.getByLabel('Mobile number').fill('112345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid phone number format. Check the number and its country code.');
    await setSmsCredit(request, 'demo', 0);
    await dialog.getByLabel('Mobile number').fill(`98${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    // The button takes one press a second (spec §9): press until the refusal shows.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Codes cannot be sent by SMS right now. Please contact customer service.', { timeout: 1500 });
    }).toPass({ timeout: 10_000 });
  });

  test('a new account saves its profile; full name and birthday then lock', async ({ page, context }) => {
    await prepare(page);
    await registerFresh(context);
    await openPage(page, 'profile', 'Profile');
    const form = page.getByRole('main');
    await form.getByLabel('Nickname').fill('Night Owl');
    await form.getByLabel('Full name').fill('Minh Tran');
    // Under the merchant's minimum age (18 on demo): refused at the field.
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    await form.getByLabel('Birthday').fill(young.toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('You must be at least 18 years old.').last()).toBeVisible();
    await form.getByLabel('Birthday').fill('1990-04-15');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Nationality').selectOption('VN');
    await form.getByLabel('Telegram').fill('@night_owl');
    await form.getByLabel('Source of income').selectOption('salary');
    await form.getByRole('button', { name: 'Save changes' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Save your full name and birthday?' });
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    // Saved values show at once: the name is locked, the Telegram name stored without its @.
    await expect(form.getByLabel('Full name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Telegram')).toHaveValue('night_owl');
    await page.reload();
    await expect(form.getByLabel('Nickname')).toHaveValue('Night Owl');
    await expect(form.getByLabel('Full name')).toHaveValue('Minh Tran');
    await expect(form.getByLabel('Birthday')).toHaveValue('1990-04-15');
    await expect(form.getByText('Locked')).toHaveCount(2);
    // The account page shows the new nickname.
    await openPage(page, 'securityCenter', 'My account');
    await expect(page.getByText('Night Owl').first()).toBeVisible();
  });
});
