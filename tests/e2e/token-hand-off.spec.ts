import { expect, test } from '@playwright/test';
import { resolvedLocation, send } from './support/http';
import { acceptDisclaimer, ACCOUNTS, HOSTS, resetPlatform, SITE_PORT, siteUrl, skipAfterLoginNotices } from './support/platform';
import { platformToken } from './support/platform-session';
import { SESSION_COOKIE } from './support/sessions';

/**
 * The session hand-off (spec §4 "Logged-in": a token in the page query string signs the player in): the operator's app
 * or back office opens a page with the player's platform token in `token`. The site checks it with the platform, seals
 * it into the session for this merchant only, and takes it off the address, keeping the rest; the answer is never
 * cached and names no referrer.
 */

test.beforeEach(async ({ request, page }) => {
  await resetPlatform(request);
  await skipAfterLoginNotices(page);
  await acceptDisclaimer(page);
});

test('a page opened with the player’s token signs them in, with the token taken off and the rest of the address kept', async ({ page, request, context }) => {
  const token = await platformToken(request, 'demo');
  await page.goto(siteUrl(HOSTS.demo, `/promotions?category=download&token=${token}`));
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/promotions?category=download'));
  await expect(page.getByRole('button', { name: /account menu for player1/i }).first()).toBeVisible();
  // The category the address asked for is the one shown.
  // (The promotions' headings, beside the page's "Promotion news".)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: 'Promotion news' })).toHaveText(['App download bonus']);
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookie?.value).not.toContain(token);
  // What the page holds and shows carries no token.
  expect(await page.content()).not.toContain(token);
});

test('the hand-off’s answer is a redirect nothing keeps: no-store, no referrer, never from the page cache', async ({ request }) => {
  const token = await platformToken(request, 'demo');
  for (const attempt of [1, 2]) {
    const answer = await send(HOSTS.demo, `/?ref=app&token=${token}`);
    expect(answer.status, `${answer.label} (${attempt})`).toBe(303);
    const location = resolvedLocation(answer, HOSTS.demo);
    expect(location && `${location.host}${location.pathname}${location.search}`).toBe(`${HOSTS.demo}:${SITE_PORT}/?ref=app`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-cache'], 'the page cache never answers it').toBeUndefined();
    expect(answer.headers['set-cookie']).toContain(`${SESSION_COOKIE}=`);
    expect(answer.body).not.toContain(token);
  }
  // A token nobody has: the same redirect, no session, and still nothing from the cache.
  for (const attempt of [1, 2]) {
    const answer = await send(HOSTS.demo, `/?token=${'f'.repeat(64)}`);
    expect(answer.status, `${answer.label} (${attempt})`).toBe(303);
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
  }
});

test('a token of another merchant, or one that is no token, signs nobody in and is taken off all the same', async ({ page, request, context }) => {
  const vn88Token = await platformToken(request, 'vn88');
  for (const token of [vn88Token, 'x'.repeat(600), encodeURIComponent('<script>alert(1)</script>')]) {
    await page.goto(siteUrl(HOSTS.demo, `/help?token=${token}`));
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/help'));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  }
  // The same vn88 token on its own host signs the player in there.
  await page.goto(siteUrl(HOSTS.vn88, `/?token=${vn88Token}`));
  await expect(page).toHaveURL(siteUrl(HOSTS.vn88, '/'));
  await expect(page.getByRole('button', { name: /player1/i }).first()).toBeVisible();
});

test('on a login-to-home brand the hand-off lands on the page asked for, not the login', async ({ page, request }) => {
  const token = await platformToken(request, 'ph', ACCOUNTS.player);
  await page.goto(siteUrl(HOSTS.ph, `/promotions?token=${token}`));
  await expect(page).toHaveURL(siteUrl(HOSTS.ph, '/promotions'));
  await expect(page.getByRole('button', { name: /account menu for player1/i }).first()).toBeVisible();
});
