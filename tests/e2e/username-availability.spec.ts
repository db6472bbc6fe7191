import { expect, test, type Page } from '@playwright/test';
import { USERNAME_CHECKS_PER_MINUTE } from '@site/platform-contract/accounts';
import { originOf, send } from './support/http';
import { HOSTS, PLATFORM, resetPlatform, siteUrl, solveSlider } from './support/platform';

/**
 * Registration once asked for the slider before saying the username was taken, and again on the next
 * try. Now the name is checked as the player leaves the field (and again before any human check), and one solved
 * slider serves the retry. Phone first (390 × 844).
 *
 * Before the change: leaving the field said nothing; Register opened the slider, then "This username is already
 * taken", and the next Register opened a second slider.
 */

const PASSWORD = 'Secret#2026';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Slider puzzles the page asks for. */
function countSliders(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/verification/slider' && request.method() === 'POST') seen.count += 1;
  });
  return seen;
}

async function fillTheRest(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await main.getByRole('textbox', { name: 'Real name', exact: true }).fill('John Smith');
}

test('a taken username is said as the player leaves the field, and Register opens no slider for it', async ({ page, request }) => {
  const sliders = countSliders(page);
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  const username = main.getByRole('textbox', { name: 'Username', exact: true });
  await username.fill('player1');
  await username.blur();
  await expect(main.getByText('This username is already taken')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  // Said politely to screen readers too.
  await expect(main.getByRole('status').filter({ hasText: 'player1 is already taken' })).toHaveCount(1);

  await fillTheRest(page);
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(username).toBeFocused();
  await expect(main.getByText('This username is already taken')).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  expect(sliders.count).toBe(0);

  // A free name: said so as the field is left, then one slider and the account.
  await username.fill('newplayer8');
  await expect(main.getByText('This username is already taken')).toHaveCount(0);
  await username.blur();
  await expect(main.getByRole('status').filter({ hasText: 'newplayer8 is available' })).toBeVisible();
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toContainText('newplayer8');
  expect(sliders.count).toBe(1);
});

test('a name the platform refuses after the slider (taken meanwhile) costs no second slider on the retry', async ({ page, request }) => {
  const sliders = countSliders(page);
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  const username = main.getByRole('textbox', { name: 'Username', exact: true });
  await username.fill('racer01');
  await username.blur();
  await expect(main.getByRole('status').filter({ hasText: 'racer01 is available' })).toBeVisible();

  // Another player takes the name from another address while this one fills in the form.
  await takeUsername('racer01', '198.51.100.77');

  await fillTheRest(page);
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  await expect(main.getByText('This username is already taken')).toBeVisible();
  expect(sliders.count).toBe(1);

  await username.fill('racer02');
  await main.getByRole('button', { name: 'Register' }).click();
  // The kept pass serves this submit: no second slider.
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toContainText('racer02');
  await expect(page.getByRole('slider')).toHaveCount(0);
  expect(sliders.count).toBe(1);
});

test(`the site's username check answers the platform's limit: ${USERNAME_CHECKS_PER_MINUTE} a minute per visitor address`, async () => {
  const ask = (name: string, address: string) =>
    send(HOSTS.demo, `/api/register/username?username=${encodeURIComponent(name)}`, { headers: { 'x-forwarded-for': address } });
  const taken = await ask('player1', '192.0.2.90');
  expect([taken.status, JSON.parse(taken.body)]).toEqual([200, { success: true, value: { available: false } }]);
  const free = await ask('freename9', '192.0.2.90');
  expect(JSON.parse(free.body)).toEqual({ success: true, value: { available: true } });
  // A name the merchant's rule refuses never reaches the platform, and costs nothing.
  const bad = await ask('1x', '192.0.2.90');
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'username' } });
  for (let i = 2; i < USERNAME_CHECKS_PER_MINUTE; i += 1) expect((await ask(`name${i}x`, '192.0.2.90')).status).toBe(200);
  const limited = await ask('player1', '192.0.2.90');
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.body)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  expect((await ask('player1', '192.0.2.91')).status).toBe(200);
});

/** Registers `username` through the site's API from `address`, with its own slider pass (as another player would). */
async function takeUsername(username: string, address: string) {
  const headers = { origin: originOf(HOSTS.demo), 'x-forwarded-for': address };
  const puzzle = await send(HOSTS.demo, '/api/verification/slider', { method: 'POST', headers, data: { purpose: 'register' } });
  expect(puzzle.status).toBe(200);
  const { puzzleId } = (JSON.parse(puzzle.body) as { value: { puzzleId: string } }).value;
  const { x } = (await (await fetch(`${PLATFORM}/__sandbox/slider/latest?merchant=demo`)).json()) as { x: number };
  const verify = await send(HOSTS.demo, '/api/verification/slider/verify', { method: 'POST', headers, data: { puzzleId, x } });
  const { sliderToken } = (JSON.parse(verify.body) as { value: { sliderToken: string } }).value;
  const registered = await send(HOSTS.demo, '/api/register', {
    method: 'POST',
    headers,
    data: { regType: 'username', username, password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'Jane Smith', sliderToken, referralCode: null },
  });
  expect(registered.status).toBe(200);
}
