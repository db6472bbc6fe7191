import { expect, test } from '@playwright/test';
import { flightProps, hasShell, MEMBER_MARKERS, send, type Answer } from './support/http';
import { ACCOUNTS, HOSTS, resetPlatform, setMerchantStatus } from './support/platform';
import { logIn, logOut, SESSION_COOKIE } from './support/sessions';

/**
 * The shared page cache (server/page-cache) on this lane's site: an anonymous visitor's page comes from the cache
 * with a nonce of its own, and no gate, no member and none of the framework's own fetches ever meets a cached page.
 * The lanes keep public data (and so pages) one second: each check fills and reads within it. The purge and the
 * Redis-backed instances are tests/e2e/instances.spec.ts.
 */

/** The nonce the response's CSP header names. */
function headerNonce(answer: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce, `${answer.label}: a nonce in the CSP`).toBeTruthy();
  return nonce!;
}

/** Every nonce attribute in the page. */
const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

/** A page until it is a hit (the fill and the read are within the lane's one-second lifetime, but a slow render may pass it). */
async function hit(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  let answer!: Answer;
  await expect(async () => {
    answer = await send(host, path, { headers });
    expect(answer.headers['x-cache'], answer.label).toBe('hit');
  }).toPass({ timeout: 15_000, intervals: [0] });
  return answer;
}

test('two anonymous visitors get the same page, each with a fresh nonce that its CSP header names', async () => {
  for (const [host, path] of [[HOSTS.demo, '/'], [HOSTS.demo, '/rng'], [HOSTS.vn88, '/'], [HOSTS.vn88, '/en/promotions'], [HOSTS.demo, '/register']] as const) {
    const first = await hit(host, path);
    const second = await send(host, path);
    expect(second.headers['x-cache'], second.label).toBe('hit');
    expect(second.status).toBe(200);
    const [a, b] = [headerNonce(first), headerNonce(second)];
    expect(a, 'a new nonce on every response').not.toBe(b);
    // Every nonce in the page is the header's: the render's placeholder never leaves the server.
    for (const [answer, nonce] of [[first, a], [second, b]] as const) {
      const found = bodyNonces(answer.body);
      expect(found.length, answer.label).toBeGreaterThan(0);
      expect(new Set(found), answer.label).toEqual(new Set([nonce]));
      if (answer.headers['link']?.includes('nonce=')) expect(answer.headers['link']).toContain(`nonce="${nonce}"`);
      expect(answer.headers['cache-control']).toContain('no-store');
    }
    expect(first.body.split(a).join('N'), `${host}${path}: byte for byte the same but the nonce`).toBe(second.body.split(b).join('N'));
    expect(hasShell(second.body)).toBe(true);
  }
});

test('a page rendered for a member is never stored, and never served to anyone else', async () => {
  const cookie = `${SESSION_COOKIE}=${await logIn(HOSTS.demo)}`;
  // An address nobody has asked for, on a route that is no member's frame (server/page-cache/member-frame.ts): whatever
  // the cache holds for it afterwards came from these requests.
  const path = `/promotions?probe=${Date.now()}`;
  const member = await send(HOSTS.demo, path, { headers: { cookie } });
  expect(member.status).toBe(200);
  expect(member.headers['x-cache'], 'a member never gets a cached page').toBeUndefined();
  expect(member.headers['x-member-frame'], 'the promotions page renders for its member').toBeUndefined();
  expect(MEMBER_MARKERS.some((m) => member.body.includes(m)), 'the member page shows the wallet').toBe(true);
  const visitor = await send(HOSTS.demo, path);
  expect(visitor.headers['x-cache'], 'the member render was not stored').toBe('miss');
  for (const marker of [...MEMBER_MARKERS, 'player1']) expect(visitor.body, marker).not.toContain(marker);
  // And a cached page is not what the member gets next.
  const again = await send(HOSTS.demo, path, { headers: { cookie } });
  expect(again.headers['x-cache']).toBeUndefined();
  expect(MEMBER_MARKERS.some((m) => again.body.includes(m))).toBe(true);
});

/** The sign-in time a page hands the header's session clock. */
const signedInAt = (answer: Answer) => flightProps(answer.body, 'signedInAt');

test("a member's home and game lists come from frames of their member type, each with the member's own sign-in time and nonce", async () => {
  const probe = `probe=${Date.now()}`;
  const before = Date.now();
  const player = `${SESSION_COOKIE}=${await logIn(HOSTS.demo)}`;
  const between = Date.now();
  // Sign-in times are whole milliseconds: the next one is later once the clock has passed `between` (the site, on this
  // machine, reads the same clock).
  await expect.poll(() => Date.now(), { intervals: [1] }).toBeGreaterThan(between);
  const second = `${SESSION_COOKIE}=${await logIn(HOSTS.demo)}`;
  const agent = `${SESSION_COOKIE}=${await logIn(HOSTS.demo, ACCOUNTS.agent)}`;
  const after = Date.now();

  for (const path of [`/?${probe}`, `/rng?${probe}`]) {
    const frame = async (cookie: string) => {
      let answer!: Answer;
      await expect(async () => {
        answer = await send(HOSTS.demo, path, { headers: { cookie } });
        expect(answer.headers['x-member-frame'], answer.label).toBe('hit');
      }).toPass({ timeout: 15_000, intervals: [0] });
      return answer;
    };
    const [first, next] = [await frame(player), await frame(second)];
    for (const answer of [first, next]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache'], 'a member never gets a visitor page').toBeUndefined();
      expect(MEMBER_MARKERS.some((m) => answer.body.includes(m)), `${answer.label}: the wallet`).toBe(true);
      // The frame holds nothing of any member: no account name, no token.
      expect(answer.body).not.toContain('player1');
      const nonce = headerNonce(answer);
      expect(new Set(bodyNonces(answer.body))).toEqual(new Set([nonce]));
    }
    // Each member's own sign-in time, in place of the frame's placeholder.
    const [a, b] = [signedInAt(first), signedInAt(next)];
    expect(a.length).toBeGreaterThan(0);
    expect(new Set(a).size).toBe(1);
    expect(new Set(b).size).toBe(1);
    expect(a[0] as number).toBeGreaterThanOrEqual(before);
    expect(a[0] as number).toBeLessThanOrEqual(between);
    expect(b[0] as number).toBeGreaterThan(a[0] as number);
    expect(b[0] as number).toBeLessThanOrEqual(after);
    // Byte for byte the same frame but for the nonce and the sign-in time.
    const normal = (answer: Answer, nonce: string, time: unknown) => answer.body.split(nonce).join('N').split(String(time)).join('T');
    expect(normal(first, headerNonce(first), a[0])).toBe(normal(next, headerNonce(next), b[0]));

    // An agent's frame is an agent's, not the player's.
    const agents = await frame(agent);
    expect(flightProps(agents.body, 'memberType')).toContain(1);
    expect(flightProps(first.body, 'memberType')).not.toContain(1);

    // A visitor at the same address never gets a frame.
    const visitor = await send(HOSTS.demo, path);
    expect(visitor.headers['x-member-frame']).toBeUndefined();
    for (const marker of MEMBER_MARKERS) expect(visitor.body, marker).not.toContain(marker);
  }

  // A session that has ended gets no frame (and no member page) with its old cookie.
  const ended = second.slice(SESSION_COOKIE.length + 1);
  await logOut(HOSTS.demo, ended);
  // (Another worker of the site learns it within its session check's seconds.)
  await expect(async () => {
    const stale = await send(HOSTS.demo, `/?${probe}`, { headers: { cookie: second } });
    expect(stale.headers['x-member-frame']).toBeUndefined();
    for (const marker of MEMBER_MARKERS) expect(stale.body, marker).not.toContain(marker);
  }).toPass({ timeout: 10_000 });
  // A forged fill header is no fill: the site's fill secret is needed.
  const forged = await send(HOSTS.demo, `/?${probe}`, { headers: { 'x-site-page-fill': `x.${'a'.repeat(40)}.1.${'1'.repeat(16)}` } });
  expect(forged.status).toBe(200);
  for (const marker of MEMBER_MARKERS) expect(forged.body, marker).not.toContain(marker);
});

/** Every way of asking for a page: plain, and as each of the framework's own fetches and subrequests. */
const VARIANTS: Record<string, string>[] = [
  {},
  { rsc: '1' },
  { rsc: '1', 'next-router-prefetch': '1' },
  { 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D', rsc: '1' },
  { 'next-router-segment-prefetch': '/_tree', rsc: '1' },
  { 'next-url': '/rng' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-prefetch': '1' },
  { purpose: 'prefetch' },
  { 'sec-purpose': 'prefetch' },
  { 'x-site-plain-page': '1', rsc: '1' },
];

test.describe('gates come before the cache', () => {
  test.beforeEach(async ({ request }) => {
    await resetPlatform(request);
  });
  test.afterAll(async ({ request }) => {
    await resetPlatform(request);
  });

  test('maintenance: a page cached a moment ago is not served in any form', async ({ request }) => {
    await hit(HOSTS.demo, '/rng');
    // A member's frame of the same page, a moment ago.
    const cookie = `${SESSION_COOKIE}=${await logIn(HOSTS.demo)}`;
    await expect(async () => expect((await send(HOSTS.demo, '/rng', { headers: { cookie } })).headers['x-member-frame']).toBe('hit')).toPass({ timeout: 15_000, intervals: [0] });
    await setMerchantStatus(request, 'demo', 1);
    // The lanes learn a status change within a second.
    await expect(async () => expect((await send(HOSTS.demo, '/rng')).status).toBe(503)).toPass({ timeout: 10_000 });
    for (const headers of [...VARIANTS, ...VARIANTS.map((variant) => ({ ...variant, cookie }))]) {
      for (const path of ['/rng', '/rng?_rsc=abc12']) {
        const answer = await send(HOSTS.demo, path, { headers });
        expect(answer.headers['x-cache'], answer.label).toBeUndefined();
        expect(answer.headers['x-member-frame'], answer.label).toBeUndefined();
        expect(answer.status, answer.label).toBe(503);
        expect(answer.headers['retry-after'], answer.label).toMatch(/^\d+$/);
        expect(answer.body, answer.label).not.toContain('Hot games');
      }
    }
  });

  test('region restriction: a restricted visitor never receives the page others get from the cache', async () => {
    await hit(HOSTS.ph, '/login');
    for (const headers of VARIANTS) {
      const answer = await send(HOSTS.ph, '/login', { headers: { ...headers, 'x-forwarded-for': '203.0.113.9' } });
      expect(answer.headers['x-cache'], answer.label).toBeUndefined();
      expect(answer.status, answer.label).toBe(403);
      expect(hasShell(answer.body), answer.label).toBe(false);
    }
  });

  test('login-to-home: a visitor is sent to log in, however the page was cached', async () => {
    await hit(HOSTS.ph, '/login');
    for (const headers of VARIANTS) {
      const answer = await send(HOSTS.ph, '/promotions', { headers });
      expect(answer.headers['x-cache'], answer.label).toBeUndefined();
      expect(answer.status, answer.label).toBe(307);
      expect(answer.headers['location'], answer.label).toMatch(/\/login\?next=%2Fpromotions$/);
    }
  });

  test("the framework's own fetches are never answered from the cache", async () => {
    await hit(HOSTS.demo, '/promotions');
    for (const headers of VARIANTS.slice(1)) {
      const answer = await send(HOSTS.demo, '/promotions?_rsc=x1', { headers });
      expect(answer.headers['x-cache'], answer.label).toBeUndefined();
      const plain = await send(HOSTS.demo, '/promotions', { headers });
      expect(plain.headers['x-cache'], plain.label).toBeUndefined();
    }
  });
});
