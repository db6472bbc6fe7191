import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptDisclaimer, HOSTS, siteUrl, skipAfterLoginNotices } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * Every field says what is wrong with it in words a player understands: a value longer
 * than the field takes names the field's maximum (a 200-character username at login said "Username not empty"), an
 * empty field says it is required, two passwords that differ say so, and a real name with an emoji is told about
 * letters, not spacing. The login, registration and forgot-password forms and a member-centre form, on a phone.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LONG = 'a'.repeat(200);

/** The field's message, as a screen reader announces it with the field (the error is its description). */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoOldWording(scope: Page | Locator) {
  await expect(scope.getByText(/not empty|inconsistent/i)).toHaveCount(0);
}

test.describe('longest values', () => {
  test('login: a 200-character username or password says how long it may be', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/login'));
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Username' }).fill(LONG);
    await main.getByLabel('Password', { exact: true }).fill(LONG);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expectMessage(main.getByRole('textbox', { name: 'Username' }), 'Username can be at most 64 characters');
    await expectMessage(main.getByLabel('Password', { exact: true }), 'Password can be at most 128 characters');
    await expectNoOldWording(main);
  });

  test('registration: a username or real name over the merchant’s maximum names that maximum', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/register'));
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Username', exact: true }).fill(LONG);
    await main.getByRole('textbox', { name: 'Real name', exact: true }).fill(`John ${'S'.repeat(60)}`);
    await main.getByRole('button', { name: 'Register' }).click();
    await expectMessage(main.getByRole('textbox', { name: 'Username', exact: true }), 'Username can be at most 16 characters');
    await expectMessage(main.getByRole('textbox', { name: 'Real name', exact: true }), 'Real name can be at most 40 characters');
  });

  test('forgot password: the username and the email address say their maximum', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/login'));
    await page.getByRole('main').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(LONG);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`${'a'.repeat(95)}@example.com`);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expectMessage(dialog.getByRole('textbox', { name: 'Username' }), 'A username can be at most 64 characters.');
    await expectMessage(dialog.getByRole('textbox', { name: 'Email', exact: true }), 'An email address can be at most 100 characters.');
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  test('member centre: the email dialog says the longest address and password it takes', async ({ page, context }) => {
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);
    await signInContext(context);
    await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.getByRole('button', { name: 'Change Email address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the email address' });
    await dialog.getByLabel('Email address').fill(`${'a'.repeat(95)}@example.com`);
    await dialog.getByLabel('Code from the email').fill('123456');
    await dialog.getByLabel('Login password').fill(LONG);
    await dialog.getByRole('button', { name: 'Bind address' }).click();
    await expectMessage(dialog.getByLabel('Email address'), 'An email address can be at most 100 characters.');
    await expectMessage(dialog.getByLabel('Login password'), 'A password can be at most 128 characters.');
  });
});

test.describe('wording', () => {
  test('login: an empty field is "required", in words', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/login'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expectMessage(main.getByRole('textbox', { name: 'Username' }), 'Username is required');
    await expectMessage(main.getByLabel('Password', { exact: true }), 'Password is required');
    await expectNoOldWording(main);
  });

  test('registration: different passwords and an emoji in the real name are told plainly', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/register'));
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill('Secret#2026');
    await main.getByLabel('Confirm password').fill('Secret#2027');
    await main.getByRole('textbox', { name: 'Real name', exact: true }).fill('John \u{1F600} Smith');
    await main.getByRole('button', { name: 'Register' }).click();
    await expectMessage(main.getByLabel('Confirm password'), 'The passwords do not match. Type the same password in both fields.');
    const realName = main.getByRole('textbox', { name: 'Real name', exact: true });
    await expectMessage(realName, 'Wrong real-name format. Use letters only: no digits, emoji or symbols other than the apostrophe, dot and hyphen (3–40 characters)');
    await expectMessage(main.getByRole('textbox', { name: 'Username', exact: true }), 'Username is required');
    await expectNoOldWording(main);

    // A name of one word is told about the space between first and last name.
    await realName.fill('John');
    await expectMessage(realName, 'Wrong real-name format. Enter your first and last name with a space between them (3–40 characters)');
  });

  test('vn88 in Vietnamese: required and mismatched fields in plain Vietnamese', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/register'));
    const main = page.getByRole('main');
    await main.getByLabel('Mật khẩu', { exact: true }).fill('Secret#2026');
    await main.getByLabel('Xác nhận mật khẩu').fill('Secret#2027');
    await main.getByRole('button', { name: 'Đăng ký' }).click();
    await expectMessage(main.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }), 'Vui lòng nhập Tên đăng nhập');
    await expectMessage(main.getByLabel('Xác nhận mật khẩu'), 'Hai mật khẩu không khớp. Hãy nhập cùng một mật khẩu ở cả hai ô.');
  });
});
