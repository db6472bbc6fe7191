import { expect, test } from '@playwright/test';
import { ACCOUNTS, HOSTS, hostRequest, latestCaptcha, logInWithPage, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';

test.beforeEach(async ({ request, page }) => {
  await resetPlatform(request);
  // The demo's popup notice after a login is tested in accounts.spec.ts.
  await skipAfterLoginNotices(page);
});

test('a member logs in through the page and sees balance and unread messages', async ({ page }) => {
  await logInWithPage(page, HOSTS.demo);
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
  await expect(page.getByTestId('wallet-balance')).toHaveText('$1,520.75');
  await expect(page.getByRole('link', { name: /3 unread/ })).toBeVisible();

  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('***');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('***');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$1,520.75');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$1,520.75');
});

test('the session cookie is HttpOnly and SameSite=Lax, and script sees no token or password', async ({ page, context }) => {
  await logInWithPage(page, HOSTS.demo);
  const cookie = (await context.cookies()).find((c) => c.name === 'site_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const visible = await page.evaluate(() => JSON.stringify({ c: document.cookie, l: { ...localStorage }, s: { ...sessionStorage } }));
  expect(visible).not.toContain('site_session');
  expect(visible).not.toContain(ACCOUNTS.player.password);
});

test('a session cookie replayed on another merchant’s host counts as logged out', async ({ page, context }) => {
  await logInWithPage(page, HOSTS.demo);
  const cookie = (await context.cookies()).find((c) => c.name === 'site_session')!;
  await context.addCookies([{ ...cookie, domain: HOSTS.vn88 }]);
  await page.goto(siteUrl(HOSTS.vn88));
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
  const target = hostRequest(HOSTS.vn88, '/api/wallet/balance');
  const balance = await page.request.get(target.url, { headers: { ...target.headers, cookie: `site_session=${cookie.value}` } });
  expect(balance.status()).toBe(401);
});

test('a member logs in through the popup', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: /Log in to Demo Casino/ });
  await dialog.getByLabel('Username').fill(ACCOUNTS.agent.username);
  await dialog.getByLabel('Password', { exact: true }).fill(ACCOUNTS.agent.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /account menu for agent1/i })).toBeVisible();
});

test('signing out asks first, then clears the session', async ({ page, context }) => {
  await logInWithPage(page, HOSTS.demo);
  const openSignOut = async () => {
    await page.getByRole('button', { name: /account menu for player1/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  };
  await openSignOut();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();

  await openSignOut();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'site_session')).toBeUndefined();
});

test('a failed login asks for a captcha, and the captcha login works', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.demo, '/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('player1');
  await main.getByLabel('Password', { exact: true }).fill('wrong-password');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(main.getByLabel('Captcha', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: /Captcha image/ }).locator('img')).toHaveAttribute('src', /^data:image\//);

  // A second wrong password, now with the captcha: still refused, and a fresh captcha image is shown.
  const image = main.getByRole('button', { name: /Captcha image/ }).locator('img');
  const first = (await image.getAttribute('src'))!;
  await main.getByLabel('Password', { exact: true }).fill('wrong-again');
  await main.getByLabel('Captcha', { exact: true }).fill(await latestCaptcha(request));
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(main.getByLabel('Captcha', { exact: true })).toHaveValue('');
  await expect(image).not.toHaveAttribute('src', first);

  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await main.getByLabel('Captcha', { exact: true }).fill(await latestCaptcha(request));
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /account menu for player1/i })).toBeVisible();
});

test('empty fields get translated messages under the inputs and nothing is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/session/login')) sent = true;
  });
  await page.goto(siteUrl(HOSTS.vn88, '/login'));
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Vui lòng nhập Tên đăng nhập')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập Mật khẩu')).toBeVisible();
  expect(sent).toBe(false);
});

test('the platform revoking the token signs the visitor out', async ({ page, request }) => {
  await logInWithPage(page, HOSTS.demo);
  await resetPlatform(request); // drops every platform session
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the login API refuses bad input and foreign origins with the envelope', async ({ request }) => {
  const url = siteUrl(HOSTS.demo, '/api/session/login');
  const origin = siteUrl(HOSTS.demo, '').replace(/\/$/, '');
  const empty = await request.post(url, { data: { username: '', password: '' }, headers: { origin } });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  const garbage = await request.post(url, { data: 'not json', headers: { origin, 'content-type': 'application/json' } });
  expect(garbage.status()).toBe(400);
  const foreign = await request.post(url, { data: ACCOUNTS.player, headers: { origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ success: false, errorCode: 'origin_mismatch' });
});

test('free demo signs in a trial account where free play is on, and is absent elsewhere', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.vn88));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Chơi thử/ })).toHaveCount(0);

  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('button', { name: /account menu for trial/i })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$2,000.00');
});

test('the login popup works with the keyboard alone', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo));
  const loginButton = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  // Tab from the top of the page until the header's Log in button has focus.
  for (let i = 0; i < 40 && !(await loginButton.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(loginButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await page.keyboard.type(ACCOUNTS.player.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(ACCOUNTS.player.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /account menu for player1/i })).toBeVisible();
});
