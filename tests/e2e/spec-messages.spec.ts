import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOSTS, resetPlatform, siteUrl } from './support/platform';
import { advanceSandboxClock, openSmsLogin, PLAYER_MOBILE, sendCodeAndRead, sendCodeThroughSlider, setSmsCredit } from './support/sms-login';

/**
 * The messages spec §5, §8 and §9 list, each where the site shows it: "Input cannot be empty", "phone number must have
 * {0} digits", the real name's format, the new-player title with its amount, the Zalo reward, and the phone
 * authentication refusals the sandbox platform answers (an invalid or missing number, too many requests with the
 * five-minute wait, a wrong or expired code, the SMS quota).
 */

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

function textbox(scope: Locator, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

async function smsLoginForm(page: Page) {
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  const main = page.getByRole('main');
  await openSmsLogin(main);
  // The visitor's country (none from loopback: the list's first, Vietnam) is the starting dial code.
  await expect(main.getByRole('combobox', { name: 'Country code' })).toHaveValue('+84');
  return main;
}

test.describe('field validation (spec §5)', () => {
  test('spaces alone: "Input cannot be empty"', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/login'));
    const main = page.getByRole('main');
    await textbox(main, 'Username').fill('   ');
    await main.getByLabel('Password', { exact: true }).fill('Player#2026');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(textbox(main, 'Username')).toHaveAccessibleDescription('Input cannot be empty. Spaces alone do not count.');
    // An empty field still names itself.
    await textbox(main, 'Username').fill('');
    await expect(textbox(main, 'Username')).toHaveAccessibleDescription('Username is required');
  });

  test('a Vietnamese mobile number of 10 digits: "Phone number must have 9 digits", before any check or send', async ({ page }) => {
    const main = await smsLoginForm(page);
    await main.getByLabel('Mobile number').fill('0912345678');
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByText('Phone number must have 9 digits')).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);

    // The registration's mobile form says the same (here in Vietnamese, demo's /vi).
    await page.goto(siteUrl(HOSTS.demo, '/vi/register'));
    const register = page.getByRole('main');
    await register.getByRole('tab', { name: 'Số điện thoại' }).click();
    await textbox(register, 'Số điện thoại').fill('0912345678');
    await register.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(textbox(register, 'Số điện thoại')).toHaveAccessibleDescription('Số điện thoại phải có 9 chữ số');
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  test('a real name against its rule: "Wrong real-name format." and the rule', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/register'));
    const main = page.getByRole('main');
    await textbox(main, 'Họ và tên thật').fill('Nguyen1');
    await main.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(textbox(main, 'Họ và tên thật')).toHaveAccessibleDescription('Họ tên thật không đúng định dạng. Chỉ gồm chữ cái và khoảng trắng (2–40 ký tự)');
  });
});

test.describe('rewards on the register page (spec §9)', () => {
  test('the new-player title quotes the largest new-player reward, as amount and currency code', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/register'));
    await expect(page.getByRole('heading', { level: 2, name: 'Người chơi mới nhận đến 500.000VND' })).toBeVisible();
    await page.goto(siteUrl(HOSTS.demo, '/register'));
    await expect(page.getByRole('heading', { level: 2, name: 'New players get up to 100USD' })).toBeVisible();
  });

  test('vn88’s Zalo field says what adding one earns: up to 131K', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/register'));
    await expect(textbox(page.getByRole('main'), 'Zalo (không bắt buộc)')).toHaveAccessibleDescription(/^Thêm tài khoản Zalo để nhận thưởng lên đến 131\sN\s₫\.$/);
    await page.goto(siteUrl(HOSTS.vn88, '/en/register'));
    await expect(textbox(page.getByRole('main'), 'Zalo (optional)')).toHaveAccessibleDescription('Add your Zalo account and get a reward of up to ₫131K.');
    // demo has no Zalo field.
    await page.goto(siteUrl(HOSTS.demo, '/register'));
    await expect(page.getByRole('main').getByText(/Zalo/)).toHaveCount(0);
  });
});

test.describe('phone authentication on the SMS login (spec §8)', () => {
  test('a missing number: "Please enter a valid phone number."', async ({ page }) => {
    const main = await smsLoginForm(page);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByLabel('Mobile number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  test('a number the platform does not take: "Invalid phone number format."', async ({ page, request }) => {
    const main = await smsLoginForm(page);
    // Nine digits, but no Vietnamese mobile number starts with 1: only the platform knows.
    await main.getByLabel('Mobile number').fill('112345678');
    await sendCodeThroughSlider(main, page, request);
    await expect(main.getByRole('alert')).toHaveText('Invalid phone number format. Check the number and its country code.');
    await expect(main.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  test('a wrong code is told so, and the fifth locks the number: "Too many requests, please try again after 5 minutes."', async ({
    page,
    request,
  }) => {
    const main = await smsLoginForm(page);
    await main.getByLabel('Mobile number').fill(PLAYER_MOBILE);
    const code = await sendCodeAndRead(main, page, request, PLAYER_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = main.getByLabel('Verification code');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await codeField.fill(wrong);
      await main.getByRole('button', { name: 'Log in' }).click();
      // The form empties the code after each refusal.
      await expect(codeField).toHaveValue('');
      await expect(main.getByRole('alert')).toHaveText('The verification code is wrong. Check the latest code we sent and try again.');
    }
    await codeField.fill(wrong);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('Too many requests, please try again after 5 minutes.');
    // Even the right code waits out the lock.
    await codeField.fill(code);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(codeField).toHaveValue('');
    await expect(main.getByRole('alert')).toHaveText('Too many requests, please try again after 5 minutes.');
  });

  test('a code asked for more than 5 minutes ago: "The verification code has expired. Please send a new one."', async ({ page, request }) => {
    const main = await smsLoginForm(page);
    await main.getByLabel('Mobile number').fill(PLAYER_MOBILE);
    const code = await sendCodeAndRead(main, page, request, PLAYER_MOBILE);
    await advanceSandboxClock(request, 6 * 60 * 1000);
    await main.getByLabel('Verification code').fill(code);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('The verification code has expired. Please send a new one.');
  });

  test('the merchant’s SMS quota used up: contact customer service', async ({ page, request }) => {
    await setSmsCredit(request, 'demo', 0);
    const main = await smsLoginForm(page);
    await main.getByLabel('Mobile number').fill(PLAYER_MOBILE);
    await sendCodeThroughSlider(main, page, request);
    await expect(main.getByRole('alert')).toHaveText('Codes cannot be sent by SMS right now. Please contact customer service.');
  });
});
