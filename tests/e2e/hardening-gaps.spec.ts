import { expect, test, type APIRequestContext } from '@playwright/test';
import { hostRequest, HOSTS, PLATFORM, resetPlatform, SITE_PORT } from './support/platform';

/**
 * The gaps a probe of the running site found, one test each, as the probe sent them: raw HTTP with curl's
 * manners (Host header to loopback, cookies by hand). Each failed before its fix.
 */

const ORIGIN = (host: string) => `http://${host}:${SITE_PORT}`;

async function signIn(request: APIRequestContext, host: string): Promise<string> {
  const target = hostRequest(host, '/api/session/login');
  const response = await request.post(target.url, {
    headers: { ...target.headers, origin: ORIGIN(host), 'x-forwarded-for': '127.0.0.1' },
    data: { username: 'player1', password: 'Player#2026' },
  });
  expect(response.status()).toBe(200);
  const cookie = response.headers()['set-cookie']?.match(/site_session=([^;]+)/)?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('gap 1: after sign-out, a copied session cookie is logged out on pages too', async ({ playwright }) => {
  // A fresh context per request: the cookie goes only where this test puts it.
  const request = await playwright.request.newContext();
  const cookie = await signIn(request, HOSTS.ph);
  const home = hostRequest(HOSTS.ph, '/');
  const signedIn = await request.get(home.url, { headers: { ...home.headers, cookie: `site_session=${cookie}` }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(200);

  const logout = hostRequest(HOSTS.ph, '/api/session/logout');
  expect((await request.post(logout.url, { headers: { ...logout.headers, origin: ORIGIN(HOSTS.ph), cookie: `site_session=${cookie}` } })).status()).toBe(200);

  const replayed = await request.get(home.url, { headers: { ...home.headers, cookie: `site_session=${cookie}` }, maxRedirects: 0 });
  expect(replayed.status()).toBe(307);
  expect(replayed.headers().location).toMatch(/^\/login(\?|$)/);
  const api = hostRequest(HOSTS.ph, '/api/wallet/balance');
  expect((await request.get(api.url, { headers: { ...api.headers, cookie: `site_session=${cookie}` } })).status()).toBe(401);
  await request.dispose();
});

test('gap 1: a session the platform ended elsewhere is logged out on pages within seconds', async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const cookie = await signIn(request, HOSTS.ph);
  const home = hostRequest(HOSTS.ph, '/');
  expect((await request.get(home.url, { headers: { ...home.headers, cookie: `site_session=${cookie}` }, maxRedirects: 0 })).status()).toBe(200);
  // The platform ends every session (as a sign-out on another instance, or an operator, would).
  expect((await request.post(`${PLATFORM}/__sandbox/reset`)).ok()).toBe(true);
  await expect(async () => {
    const page = await request.get(home.url, { headers: { ...home.headers, cookie: `site_session=${cookie}` }, maxRedirects: 0 });
    expect(page.status()).toBe(307);
  }).toPass({ timeout: 6000, intervals: [500] });
  await request.dispose();
});

test('gap 2: type-confused JSON is a 400 in the envelope, never a 500', async ({ request }) => {
  const cookie = await signIn(request, HOSTS.demo);
  const cases: [string, string, boolean][] = [
    ['/api/session/login', '{"username":{"$ne":1},"password":"x"}', false],
    ['/api/session/login', '{"username":"player1","password":{"a":1}}', false],
    ['/api/session/login', '{"username":"player1","password":"x","captcha":{"a":1}}', false],
    ['/api/session/login', '{"entrance":"sms","mobileNum":{"a":1},"dialCode":"84","smsCode":"123456"}', false],
    ['/api/password/forgot/email', '{"email":{"a":1},"username":["x"]}', false],
    ['/api/password/forgot/phone', '{"mobileNum":[1],"dialCode":{"a":1}}', false],
    ['/api/session/login/verify', '{"__proto__":{}}', false],
    ['/api/password/change', '{"__proto__":{"a":1}}', true],
  ];
  for (const [path, body, member] of cases) {
    const target = hostRequest(HOSTS.demo, path);
    const response = await request.post(target.url, {
      headers: {
        ...target.headers,
        origin: ORIGIN(HOSTS.demo),
        'content-type': 'application/json',
        ...(member ? { cookie: `site_session=${cookie}` } : {}),
      },
      data: body,
    });
    expect.soft(response.status(), `${path} ${body}`).toBe(400);
    expect.soft(await response.json(), `${path} ${body}`).toMatchObject({ success: false, errorCode: 'validation_failed' });
  }
});

test('gap 3: a wrong password answers the same for an existing and an unknown username', async ({ request }) => {
  const attempt = async (username: string) => {
    const target = hostRequest(HOSTS.demo, '/api/session/login');
    const response = await request.post(target.url, {
      headers: { ...target.headers, origin: ORIGIN(HOSTS.demo), 'x-forwarded-for': '127.0.0.1' },
      data: { username, password: 'Wrong#Password1' },
    });
    const body = (await response.json()) as { errorCode: string; value?: unknown };
    return { status: response.status(), errorCode: body.errorCode, value: body.value };
  };
  const existing = [await attempt('player1'), await attempt('player1')];
  const unknown = [await attempt('nobody_here_1'), await attempt('nobody_here_1')];
  // The site relays the platform's answer, so this holds for the sandbox too.
  expect(existing).toEqual(unknown);
});

test('gap 4: paths that only look like excluded ones get the proxy, real statuses and every header', async ({ request }) => {
  for (const path of ['/icons/en', '/robots.txt/en/promotions', '/bench-floorx/en/promotions', '/_next/static/nope.js', '/app.js.map', '/favicon.ico', '/localhost/en']) {
    const target = hostRequest(HOSTS.demo, path);
    const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
    const headers = response.headers();
    expect.soft(response.status(), path).toBe(404);
    expect.soft(headers['content-security-policy'], path).toBeTruthy();
    expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
    expect.soft(await response.text(), path).not.toContain('Site not found');
  }
});

test('gap 5: malformed percent-encoding is a 400, branded on pages and in the envelope under /api', async ({ request }) => {
  for (const path of ['/%', '/%c0%ae', '/foo%zz']) {
    const target = hostRequest(HOSTS.demo, path);
    const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
    expect.soft(response.status(), path).toBe(400);
    const body = await response.text();
    expect.soft(body, path).toContain('Demo Casino');
    expect.soft(body, path).toContain('This address is not valid');
    expect.soft(response.headers()['content-security-policy'], path).toContain('nonce-');
  }
  const api = hostRequest(HOSTS.demo, '/api/%');
  const response = await request.get(api.url, { headers: api.headers });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
});

test('gap 6: Permissions-Policy and COOP everywhere, nosniff on the API, no internal rewrite path', async ({ request }) => {
  for (const path of ['/', '/login', '/no-such-page', '/api/register/settings', '/api/nope', '/_next/static/nope.js']) {
    const target = hostRequest(HOSTS.demo, path);
    const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
    const headers = response.headers();
    expect.soft(headers['permissions-policy'], path).toContain('camera=()');
    expect.soft(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
    expect.soft(headers['x-middleware-rewrite'], path).toBeUndefined();
  }
});

test('gap 7: Origin must match scheme, host and port; every 405 has the envelope; input is never echoed', async ({ request }) => {
  const login = hostRequest(HOSTS.vn88, '/api/session/login');
  const write = (headers: Record<string, string>) =>
    request.post(login.url, { headers: { ...login.headers, ...headers }, data: { username: 'player1', password: 'x' } });
  expect((await write({ origin: `https://vn.localhost:${SITE_PORT}` })).status()).toBe(403);
  expect((await write({ origin: 'null' })).status()).toBe(403);
  expect((await write({ 'sec-fetch-site': 'same-origin' })).status()).toBe(403);
  expect((await write({ origin: ORIGIN(HOSTS.vn88) })).status()).not.toBe(403);

  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const response = await request.fetch(login.url, { method, headers: { ...login.headers, origin: ORIGIN(HOSTS.vn88) } });
    expect.soft(response.status(), method).toBe(405);
    expect.soft(await response.json(), method).toMatchObject({ success: false, errorCode: 'method_not_allowed' });
  }

  const marker = 'ECHO<script>alert(1)</script>';
  const register = hostRequest(HOSTS.vn88, '/api/register');
  const response = await request.post(register.url, {
    headers: { ...register.headers, origin: ORIGIN(HOSTS.vn88) },
    data: { username: marker, password: marker, confirmPassword: marker, realName: marker },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain('ECHO');
});
