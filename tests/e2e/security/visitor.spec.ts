import { expect, test } from '@playwright/test';
import { originOf, send } from '../support/http';
import { resetPlatform } from '../support/platform';
import { SESSION_COOKIE } from '../support/sessions';

/**
 * Who the visitor is, behind the proxy in front of the site. The lanes run with
 * TRUST_PROXY=1: one proxy that appends the address it saw to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for) and
 * says the scheme in X-Forwarded-Proto. These requests come straight from the test, so the test plays that proxy: the
 * right-most entry is the one the proxy would have appended, and everything to its left is what a client wrote.
 *
 * Before the fix the site believed the first entry: a restricted visitor who sent "198.51.100.7, 203.0.113.5" was let in
 * (403 → 200) and a brute force that changed the first entry each time was never limited (25 of 25 answered); and
 * "https, http" sent HSTS without the Secure cookie, "HTTPS" neither.
 */

const PH = 'ph.localhost';
const DEMO = 'localhost';
/** The sandbox restricts ph for 203.0.113.0/24 (ARCHITECTURE.md, geo table). */
const RESTRICTED = '203.0.113.5';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('a restricted visitor stays restricted whatever they write to the left of the proxy’s entry', async () => {
  for (const claimed of ['198.51.100.7', '127.0.0.1', '192.0.2.1, 198.51.100.7']) {
    const forwardedFor = `${claimed}, ${RESTRICTED}`;
    const page = await send(PH, '/login', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(page.status, `${page.label}: the page is the region screen`).toBe(403);
    const api = await send(PH, '/api/register/settings', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(api.status, api.label).toBe(403);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, errorCode: 'region_restricted' });
  }
  // And the proxy's own entry is what decides: the same claim, appended from an allowed address, is let in.
  expect((await send(PH, '/login', { headers: { 'x-forwarded-for': `${RESTRICTED}, 198.51.100.7` } })).status).toBe(200);
});

test('the login limiter counts the address the proxy saw, not the one the client wrote', async () => {
  // An address of this test alone: the limiter is per address and merchant, for a minute.
  const seen = `192.0.2.${100 + Math.floor(Math.random() * 100)}`;
  const answers: number[] = [];
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const answer = await send(DEMO, '/api/session/login', {
      method: 'POST',
      headers: { origin: originOf(DEMO), 'x-forwarded-for': `198.51.100.${attempt + 1}, ${seen}` },
      data: { username: 'player1', password: `Wrong#${attempt}` },
    });
    answers.push(answer.status);
  }
  const limited = answers.filter((status) => status === 429).length;
  expect(limited, `answers: ${answers.join(' ')}`).toBeGreaterThanOrEqual(5);
  expect(answers.slice(0, 20).every((status) => status !== 429), `the first 20 are answered: ${answers.join(' ')}`).toBe(true);
});

test('an address from the proxy that is no address is refused, never guessed', async () => {
  for (const forwardedFor of ['198.51.100.7, nonsense', '300.1.1.1', '198.51.100.7, <script>']) {
    const page = await send(PH, '/', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(page.status, page.label).toBe(400);
    const api = await send(PH, '/api/register/settings', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(api.status, api.label).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, errorCode: 'validation_failed' });
  }
});

test('one reading of the scheme: the Secure cookie, HSTS and the Origin check agree', async () => {
  const cases: { proto: string; https: boolean }[] = [
    { proto: 'https', https: true },
    { proto: 'HTTPS', https: true },
    // Behind one proxy the right-most entry is its word: the "https" to its left was the client's.
    { proto: 'https, http', https: false },
    { proto: 'http, https', https: true },
  ];
  for (const { proto, https } of cases) {
    const login = await send(DEMO, '/api/session/login', {
      method: 'POST',
      headers: { origin: originOf(DEMO, https ? 'https' : 'http'), 'x-forwarded-proto': proto, 'x-forwarded-for': '127.0.0.1' },
      data: { username: 'player1', password: 'Player#2026' },
    });
    expect(login.status, `${login.label}: the Origin of the scheme the site reads passes`).toBe(200);
    const cookie = (login.headers['set-cookie'] ?? '').split('\n').find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(/;\s*Secure/i.test(cookie), `${login.label}: Secure exactly over https`).toBe(https);
    expect(login.headers['strict-transport-security'] !== undefined, `${login.label}: HSTS exactly over https`).toBe(https);
    const page = await send(DEMO, '/help', { headers: { 'x-forwarded-proto': proto } });
    expect(page.headers['strict-transport-security'] !== undefined, `${page.label}: HSTS exactly over https`).toBe(https);
    // The other scheme's Origin is another origin: refused.
    const crossed = await send(DEMO, '/api/session/login', {
      method: 'POST',
      headers: { origin: originOf(DEMO, https ? 'http' : 'https'), 'x-forwarded-proto': proto },
      data: { username: 'player1', password: 'Player#2026' },
    });
    expect(crossed.status, crossed.label).toBe(403);
  }
});
