import { expect, test, type Page, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { HOSTS, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { chooseCountry, openSmsLogin, PLAYER_MOBILE, sendCodeAndRead } from './support/sms-login';

/**
 * "Remember me" on the SMS login (spec §3 "Cookies": the SMS login's mobileNum and countryDialingCode; §4 "Remember
 * me"; §9: one day): ticked, a login keeps the number and its dial code, and the next login starts from them;
 * unticked, a login forgets them. Never the code.
 */

// A visitor from Singapore (192.0.2.0/24 in the sandbox's geo table): the dial code starts at +65 unless remembered.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.44' } });

test.beforeEach(async ({ request, page }) => {
  await resetPlatform(request);
  await skipAfterLoginNotices(page);
});

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The SMS login on /login with player1's Vietnamese number: send, slider, code, Remember me as asked, Log in. */
async function logInBySms(page: Page, request: APIRequestContext, remember: boolean) {
  const main = page.getByRole('main');
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  await openSmsLogin(main);
  const dialCode = main.getByRole('combobox', { name: 'Country code' });
  await expect(dialCode).not.toHaveValue('');
  if ((await dialCode.inputValue()) !== '+84') await chooseCountry(main, page, 'Vietnam');
  await main.getByLabel('Mobile number').fill(PLAYER_MOBILE);
  const code = await sendCodeAndRead(main, page, request, PLAYER_MOBILE);
  await main.getByLabel('Verification code').fill(code);
  await main.getByLabel('Remember me').setChecked(remember);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /account menu for player1/i })).toBeVisible({ timeout: 20_000 });
  return code;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu for player1/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

async function rememberCookies(context: BrowserContext) {
  return (await context.cookies(siteUrl(HOSTS.demo))).filter((c) => c.name === 'mobileNum' || c.name === 'countryDialingCode');
}

test('ticked, the SMS login keeps the number and dial code for a day, never the code, and the next login starts from them', async ({
  page,
  context,
  request,
}) => {
  const code = await logInBySms(page, request, true);
  const kept = await rememberCookies(context);
  expect(Object.fromEntries(kept.map((c) => [c.name, c.value]))).toEqual({ mobileNum: PLAYER_MOBILE, countryDialingCode: '84' });
  for (const cookie of kept) {
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(ONE_DAY_SECONDS - 600);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(ONE_DAY_SECONDS + 60);
  }
  // No cookie holds the code (nor any password).
  for (const cookie of await context.cookies()) expect(decodeURIComponent(cookie.value)).not.toContain(code);

  await signOut(page);
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  const main = page.getByRole('main');
  await openSmsLogin(main);
  await expect(main.getByLabel('Mobile number')).toHaveValue(PLAYER_MOBILE);
  await expect(main.getByRole('combobox', { name: 'Country code' })).toHaveValue('+84');
  await expect(main.getByLabel('Remember me')).toBeChecked();
  await expect(main.getByLabel('Verification code')).toHaveValue('');
});

test('unticked, the SMS login forgets a remembered number and dial code', async ({ page, context, request }) => {
  await context.addCookies(
    [
      { name: 'mobileNum', value: PLAYER_MOBILE },
      { name: 'countryDialingCode', value: '84' },
    ].map((c) => ({ ...c, url: siteUrl(HOSTS.demo), sameSite: 'Lax' as const, expires: Math.floor(Date.now() / 1000) + 3600 })),
  );
  const main = page.getByRole('main');
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  await openSmsLogin(main);
  await expect(main.getByLabel('Mobile number')).toHaveValue(PLAYER_MOBILE);
  await expect(main.getByLabel('Remember me')).toBeChecked();

  await logInBySms(page, request, false);
  expect(await rememberCookies(context)).toEqual([]);

  await signOut(page);
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  await openSmsLogin(main);
  await expect(main.getByLabel('Mobile number')).toHaveValue('');
  await expect(main.getByLabel('Remember me')).not.toBeChecked();
  // Back to the visitor's own country.
  await expect(main.getByRole('combobox', { name: 'Country code' })).toHaveValue('+65');
});
