import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { originOf, send } from './support/http';
import { HOSTS, PLATFORM, latestCaptcha, resetPlatform, siteUrl } from './support/platform';

/**
 * Registration (spec §2 "Register page", §4 "Registration", §5): username and mobile registration on demo, the image
 * captcha on vn88, affiliate and referral codes from the URL, field rules in the browser and again on the server, and
 * a registration done with the keyboard alone.
 */

const PASSWORD = 'Secret#2026';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Requests the page sends to the register route (the affiliate check and settings routes do not count). */
function trackRegisterCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/register' && request.method() === 'POST') calls.push(request);
  });
  return calls;
}

/**
 * The JSON bodies the page POSTs to the register route. The browser sends ky's Request bodies in a way the network
 * layer does not expose (postData() is null), so the page's fetch records them before they leave.
 */
async function recordRegisterBodies(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    (window as unknown as { __registerBodies: string[] }).__registerBodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      if (request && new URL(request.url).pathname === '/api/register' && request.method === 'POST') bodies.push(await request.clone().text());
      return original(input, init);
    };
  });
  return async () =>
    ((await page.evaluate(() => (window as unknown as { __registerBodies: string[] }).__registerBodies)) as string[]).map((b) => JSON.parse(b));
}

async function sliderAnswer(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${PLATFORM}/__sandbox/slider/latest`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { x: number }).x;
}

/** Solve the open slider check with the keyboard: Home, then ArrowRight to the gap, then Enter. */
async function solveSlider(page: Page, request: APIRequestContext) {
  const handle = page.getByRole('slider');
  await expect(handle).toBeVisible();
  await expect(handle).not.toHaveAttribute('aria-disabled', 'true');
  const x = await sliderAnswer(request);
  await handle.focus();
  await handle.press('Home');
  for (let i = 0; i < x; i += 1) await handle.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await handle.press('Enter');
  await expect(handle).toBeHidden();
}

async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get(`${PLATFORM}/__sandbox/sms?mobile=${mobile}`);
    expect(response.ok()).toBeTruthy();
    code = ((await response.json()) as { code: string }).code;
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5000 });
  return code;
}

function textbox(scope: Page | Locator, name: string | RegExp) {
  return scope.getByRole('textbox', { name, exact: typeof name === 'string' });
}

async function expectLoggedInAs(page: Page, account: string) {
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
  await expect(page.getByRole('button', { name: new RegExp(`account menu for ${account}`, 'i') })).toBeVisible();
}

test('demo: username registration with referral and affiliate codes from the URL signs the new player in', async ({ page, request }) => {
  const calls = trackRegisterCalls(page);
  const bodies = await recordRegisterBodies(page);
  await page.goto(siteUrl(HOSTS.demo, '/register?referralCode=P1REF&aff=AGENT1'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  // The URL's code is valid: the input is hidden and the code is sent as is.
  await expect(main.getByLabel(/Invitation code/)).toHaveCount(0);

  await textbox(main, 'Username').fill('newplayer1');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await textbox(main, 'Real name').fill('John Smith');
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);

  const dialog = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(dialog).toContainText('newplayer1');
  expect(calls).toHaveLength(1);
  expect(await bodies()).toEqual([expect.objectContaining({ regType: 'username', username: 'newplayer1', referralCode: 'P1REF', affiliateCode: 'AGENT1' })]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expectLoggedInAs(page, 'newplayer1');
});

test('demo: mobile registration with an SMS code shows the generated account and signs it in', async ({ page, request }) => {
  const mobile = '987654321';
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Mobile' }).click();
  await expect(textbox(main, 'Username')).toHaveCount(0);

  await textbox(main, 'Mobile number').fill(mobile);
  await main.getByRole('button', { name: 'Send code' }).click();
  await solveSlider(page, request);
  await expect(main.getByRole('button', { name: /Code sent/ })).toBeVisible();
  await textbox(main, 'Verification code').fill(await smsCode(request, mobile));
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await main.getByLabel('Payment password').fill('123456');
  await textbox(main, 'Real name').fill('Jane Doe');
  await main.getByRole('button', { name: 'Register' }).click();
  // The SMS code was the human check (its slider was passed to send it): no second slider on submit.
  const dialog = page.getByRole('dialog', { name: 'Register success' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  const account = ((await dialog.locator('dd').textContent()) ?? '').trim();
  expect(account).toMatch(/^\w{4,}$/);
  await expect(dialog.getByRole('button', { name: 'Copy account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expectLoggedInAs(page, account);
});

test('vn88: registration with the image captcha alone, a mistyped one costing no slider', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.vn88, '/en/register'));
  const main = page.getByRole('main');
  await expect(main.getByRole('tab')).toHaveCount(0);
  const image = main.getByRole('button', { name: /Captcha image/ }).locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\//);

  await textbox(main, 'Username').fill('vnplayer1');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await textbox(main, 'Real name').fill('Nguyễn Văn An');
  await textbox(main, 'Captcha').fill('99999');
  await main.getByRole('button', { name: 'Register' }).click();
  const captcha = textbox(main, 'Captcha');
  await expect(captcha).toBeFocused();
  await expect(captcha).toHaveValue('');
  // Nothing else the visitor typed was lost.
  await expect(textbox(main, 'Username')).toHaveValue('vnplayer1');
  await captcha.fill(await latestCaptcha(request));
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('slider')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(dialog).toContainText('vnplayer1');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.vn88, '/en'));
  await expect(page.getByRole('button', { name: /account menu for vnplayer1/i })).toBeVisible();
});

test('an unknown affiliate code in the URL stops registration with the invitation-code warning', async ({ page }) => {
  const calls = trackRegisterCalls(page);
  await page.goto(siteUrl(HOSTS.demo, '/register?aff=NOPE'));
  const main = page.getByRole('main');
  await textbox(main, 'Username').fill('newplayer2');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await textbox(main, 'Real name').fill('John Smith');
  await main.getByRole('button', { name: 'Register' }).click();

  const warning = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(warning).toContainText('Invalid invitation code');
  await expect(page.getByRole('slider')).toHaveCount(0);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(calls).toHaveLength(0);
  await expect(page).toHaveURL(/\/register\?aff=NOPE$/);
});

test('demo: the steps go in the spec’s order (form, invitation code, human check, register) and the check cannot be skipped', async ({ page, request }) => {
  // Which of the site's calls the page makes, in order: the invitation code's check, the slider's puzzle, the register.
  const steps: string[] = [];
  const named: Record<string, string> = { '/api/register/affiliate': 'invitation', '/api/verification/slider': 'human check', '/api/register': 'register' };
  page.on('request', (r) => {
    const step = named[new URL(r.url()).pathname];
    if (step) steps.push(step);
  });
  const bodies = await recordRegisterBodies(page);
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await textbox(main, 'Username').fill('orderly1');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await textbox(main, 'Real name').fill('John Smith');
  await textbox(main, 'Invitation code (optional)').fill('NOPE99');
  await main.getByRole('button', { name: 'Register' }).click();

  // An unknown code stops the registration before any human check.
  const warning = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(warning).toContainText('Invalid invitation code');
  await expect(page.getByRole('slider')).toHaveCount(0);
  await warning.getByRole('button', { name: 'OK' }).click();
  expect(steps).toEqual(['invitation']);

  await textbox(main, 'Invitation code (optional)').fill('AGENT1');
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toContainText('orderly1');
  expect(steps).toEqual(['invitation', 'invitation', 'human check', 'register']);
  expect(await bodies()).toEqual([expect.objectContaining({ affiliateCode: 'AGENT1', sliderToken: expect.any(String) })]);

  // The same registration without its human check, or with a pass nobody earned, is refused by the platform.
  const register = (extra: Record<string, unknown>) =>
    send(HOSTS.demo, '/api/register', {
      method: 'POST',
      headers: { origin: originOf(HOSTS.demo) },
      data: { regType: 'username', username: 'orderly2', password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'John Smith', ...extra },
    });
  for (const [extra, refusal] of [[{}, '400 validation_failed'], [{ sliderToken: 'a'.repeat(43) }, '400 slider_required']] as const) {
    const answer = await register(extra);
    expect(`${answer.status} ${(JSON.parse(answer.body) as { errorCode?: string }).errorCode}`, answer.body).toBe(refusal);
  }
});

/** Bad values for fields with different pattern ids (demo's config), with the message shown under each. */
const BAD_VALUES = [
  { label: 'Username', value: '1player', message: 'Start with a letter, then letters or numbers (4–16 characters)', field: 'username', key: 'reg_pattern_1|min=4|max=16' },
  { label: 'Real name', value: 'John', message: 'Enter your first and last name with a space between them (3–40 characters)', field: 'payeeName', key: 'reg_pattern_21|min=3|max=40' },
  { label: 'Email (optional)', value: 'not-an-email', message: 'Enter a valid email address (5–60 characters)', field: 'email', key: 'reg_pattern_3|min=5|max=60' },
  { label: 'WhatsApp (optional)', value: '12ab', message: 'Digits only (6–15 characters)', field: 'whatsapp', key: 'reg_pattern_6|min=6|max=15' },
] as const;

test('bad values show their translated messages under the fields and send nothing', async ({ page }) => {
  const calls = trackRegisterCalls(page);
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await main.getByLabel('Password', { exact: true }).fill('weak');
  await main.getByLabel('Confirm password').fill('other');
  for (const bad of BAD_VALUES) await textbox(main, bad.label).fill(bad.value);
  await main.getByRole('button', { name: 'Register' }).click();

  for (const bad of BAD_VALUES) {
    const input = textbox(main, bad.label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(bad.message);
  }
  await expect(main.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Include an uppercase letter, a lowercase letter, a digit and a symbol (6–20 characters)',
  );
  await expect(main.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match. Type the same password in both fields.');
  await expect(page.getByRole('slider')).toHaveCount(0);
  expect(calls).toHaveLength(0);

  // The same page in Vietnamese speaks Vietnamese.
  await page.goto(siteUrl(HOSTS.demo, '/vi/register'));
  await page.getByRole('main').getByRole('button', { name: 'Đăng ký' }).click();
  await expect(textbox(page.getByRole('main'), 'Tên đăng nhập')).toHaveAccessibleDescription('Vui lòng nhập Tên đăng nhập');
  expect(calls).toHaveLength(0);
});

test('the server refuses the same bad values with validation_failed', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const origin = new URL(siteUrl(HOSTS.demo)).origin;
  const good = { regType: 'username', username: 'newplayer3', password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'John Smith', sliderToken: 'not-checked-yet' };
  for (const bad of BAD_VALUES) {
    const response = await page.request.post(siteUrl(HOSTS.demo, '/api/register'), {
      headers: { Origin: origin },
      data: { ...good, [bad.field]: bad.value },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: bad.field, key: bad.key } });
  }
  const mismatch = await page.request.post(siteUrl(HOSTS.demo, '/api/register'), {
    headers: { Origin: origin },
    data: { ...good, confirmPassword: 'Other#2026' },
  });
  expect(await mismatch.json()).toMatchObject({ errorCode: 'validation_failed', value: { field: 'confirmPassword', key: 'inconsistent' } });
  // From another site: refused before anything is read.
  const foreign = await page.request.post(siteUrl(HOSTS.demo, '/api/register'), { headers: { Origin: 'https://evil.example' }, data: good });
  expect(foreign.status()).toBe(403);
});

test('registration works with the keyboard alone', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Username' }).focus();
  await page.keyboard.press('Tab'); // the tab panel
  await page.keyboard.press('Tab');
  await expect(textbox(main, 'Username')).toBeFocused();
  await page.keyboard.type('keyplayer1');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Show password' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Confirm password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(textbox(main, 'Real name')).toBeFocused();
  await page.keyboard.type('John Smith');
  await page.keyboard.press('Tab');
  await expect(textbox(main, 'WhatsApp (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(textbox(main, 'Email (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(textbox(main, 'Invitation code (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  const terms = main.getByRole('checkbox', { name: /terms and conditions/ });
  await expect(terms).toBeFocused();
  await expect(terms).toBeChecked();
  await page.keyboard.press('Space');
  await expect(terms).not.toBeChecked();
  await expect(main.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(main.getByText('Please accept the terms and conditions to register')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(main.getByRole('link', { name: 'terms and conditions' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Register' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The slider takes the focus once its puzzle is in; arrows move it, Enter sends it.
  const handle = page.getByRole('slider');
  await expect(handle).toBeFocused();
  await expect(handle).not.toHaveAttribute('aria-disabled', 'true');
  const x = await sliderAnswer(request);
  await page.keyboard.press('Home');
  for (let i = 0; i < x; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expectLoggedInAs(page, 'keyplayer1');
});

test('a signed-in visitor is sent home from /register and refused by the register route', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await textbox(main, 'Username').fill('newplayer4');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await textbox(main, 'Real name').fill('John Smith');
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'OK' }).click();
  await expectLoggedInAs(page, 'newplayer4');

  await page.goto(siteUrl(HOSTS.demo, '/register'));
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/'));
  const again = await page.request.post(siteUrl(HOSTS.demo, '/api/register'), {
    headers: { Origin: new URL(siteUrl(HOSTS.demo)).origin },
    data: { regType: 'username' },
  });
  expect(again.status()).toBe(403);
  expect(await again.json()).toMatchObject({ errorCode: 'already_logged_in' });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the register page passes axe checks in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(siteUrl(HOSTS.demo, '/register'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(textbox(main, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('checkbox', { name: /terms and conditions/ }).uncheck();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
  });
}
