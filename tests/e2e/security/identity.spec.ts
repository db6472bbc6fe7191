import { expect, test } from '@playwright/test';
import { hasShell, MEMBER_MARKERS, originOf, pool, resolvedLocation, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { apiRoutes, expected, gatedPaths, hasPage, merchant, MERCHANTS, pageRoutes, SAMPLE_BODIES, type Merchant, type Method } from '../support/routes';
import { forgeSeal, logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { resetPlatform, SITE_PORT } from '../support/platform';
import { EVIL_HOST } from '../support/payloads';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 3: who is asking. The merchant comes from the Host header alone (not from a forwarded
 * host, the URL or a second Host), an unknown host gets "site not found" and nothing of any brand, and no answer
 * names a host the request merely claimed. A session is only a cookie this site sealed for this merchant, still
 * alive on the platform: tampered, truncated, expired, signed-out, other-merchant and forged cookies are a visitor's,
 * on every gated page and every member API route.
 */

summarise('identity.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

/** Nothing of the claimed host in any header or the body: no absolute link, redirect, cookie domain or echo. */
function checkNoEcho(tally: Tally, answer: Answer, name: string) {
  for (const [header, value] of Object.entries(answer.headers)) tally.check(!value.includes(EVIL_HOST), `${name}: ${header} names ${EVIL_HOST} (${value})`);
  tally.check(!answer.body.includes(EVIL_HOST), `${name}: the body names ${EVIL_HOST}`);
  tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
}

/** A page or redirect of `m` for a visitor: what the gate decides, on `m`'s own origin, nothing of the other brands. */
function checkMerchant(tally: Tally, answer: Answer, m: Merchant, path: string, name: string) {
  const want = expected(m, path, false);
  if (want.kind === 'redirect') {
    tally.equal(answer.status, 307, `${name}: ${m.code}'s gate redirects`);
    tally.equal(answer.headers['location'], want.location, `${name}: to ${m.code}'s own login`);
    tally.equal(resolvedLocation(answer, m.host)?.origin, originOf(m.host), `${name}: on the Host's origin`);
  } else {
    tally.equal(answer.status, want.kind === 'page' ? 200 : 404, `${name}: ${m.code}'s ${want.kind}`);
    tally.check(answer.body.includes(m.brandName), `${name}: ${m.code}'s brand`);
  }
  for (const other of MERCHANTS.filter((o) => o.code !== m.code)) tally.check(!answer.body.includes(other.brandName), `${name}: nothing of ${other.code}`);
}

function checkSiteNotFound(tally: Tally, answer: Answer, api: boolean, write: boolean, name: string) {
  if (write && answer.status === 403) {
    // A write's Origin cannot name a host that is not the Host: refused before the host is even looked up.
    tally.check(answer.body.includes('"origin_mismatch"'), `${name}: origin_mismatch in the envelope`);
  } else {
    tally.equal(answer.status, 404, `${name}: an unknown host is a 404`);
    if (api) tally.check(answer.body.includes('"domain_not_available"'), `${name}: domain_not_available in the envelope`);
    else tally.check(answer.body.includes('Site not found'), `${name}: the "site not found" screen`);
  }
  tally.check(!answer.headers['location'], `${name}: no redirect`);
  tally.check(!hasShell(answer.body), `${name}: no merchant frame`);
  for (const m of MERCHANTS) tally.check(!answer.body.includes(m.brandName), `${name}: nothing of ${m.code}`);
}

test('Host injection: an unknown, malformed, doubled or absolute-form host is "site not found", and a known one in any spelling is that merchant', async ({}, testInfo) => {
  const tally = new Tally('Host header injection');
  const demo = merchant('demo');
  const ph = merchant('ph');
  // Every page route, one route login-to-home closes, and an API read and write.
  const targets: { path: string; method: Method; api: boolean }[] = [
    ...pageRoutes().map(({ path }) => ({ path, method: 'GET' as Method, api: false })),
    { path: gatedPaths(ph)[0]!.path, method: 'GET', api: false },
    { path: '/api/register/settings', method: 'GET', api: true },
    { path: '/api/session/login', method: 'POST', api: true },
  ];
  const unknown = [
    EVIL_HOST,
    `${EVIL_HOST}:${SITE_PORT}`,
    `localhost:${SITE_PORT}@${EVIL_HOST}`,
    `localhost.${EVIL_HOST}:${SITE_PORT}`,
    `${EVIL_HOST}#localhost:${SITE_PORT}`,
    `${EVIL_HOST}/localhost:${SITE_PORT}`,
    `${EVIL_HOST}\\localhost`,
    `localhost:${SITE_PORT}:${SITE_PORT}`,
    `localhost:${SITE_PORT}/../${EVIL_HOST}`,
    `localhost%2e${EVIL_HOST}`,
    `unseeded.localhost:${SITE_PORT}`,
    `[::1]:${SITE_PORT}`,
    `${'a'.repeat(64)}.localhost`,
    '',
  ];
  // Spellings a resolver, a browser or the host parser treat as the seeded host.
  const known: [string, Merchant][] = [
    [`LOCALHOST:${SITE_PORT}`, demo],
    [`localhost.:${SITE_PORT}`, demo],
    [`www.localhost:${SITE_PORT}`, demo],
    [`127.0.0.1:${SITE_PORT}`, demo],
    [`PH.LocalHost:${SITE_PORT}`, ph],
    ['ph.localhost', ph],
  ];
  const cases = targets.flatMap((target) => [
    ...unknown.map((host) => ({ target, host, m: null as Merchant | null, raw: undefined as string[] | undefined })),
    ...known.map(([host, m]) => ({ target, host, m: m as Merchant | null, raw: undefined as string[] | undefined })),
    // Two Host headers: the first one counts (Node keeps it), and the second must not pick another merchant.
    { target, host: 'two Host headers', m: demo as Merchant | null, raw: ['host', `localhost:${SITE_PORT}`, 'host', `ph.localhost:${SITE_PORT}`] },
    { target, host: 'two Host headers, unknown first', m: null, raw: ['host', EVIL_HOST, 'host', `localhost:${SITE_PORT}`] },
  ]);
  await pool(cases, 4, async ({ target, host, m, raw }) => {
    const write = target.method !== 'GET';
    // A name no account has and no other test types: failed logins count per name (captcha after a few).
    const data = write ? { username: 'matrix_host_case', password: 'wrong-password' } : undefined;
    const headers = { host, ...(write ? { origin: `http://${host}`, 'content-type': 'application/json' } : {}) };
    const rawHeaders = raw && [...raw, ...(write ? ['origin', originOf('localhost'), 'content-type', 'application/json'] : [])];
    const answer = await send(host, target.path, { method: target.method, headers, data: data && JSON.stringify(data), rawHeaders });
    const name = `${target.method} ${target.path} [Host: ${host}]`;
    tally.add(m ? 'known host' : 'unknown host');
    checkNoEcho(tally, answer, name);
    if (!m) checkSiteNotFound(tally, answer, target.api, write, name);
    else if (!target.api) checkMerchant(tally, answer, m, target.path, name);
    else tally.check(!answer.body.includes('"domain_not_available"'), `${name}: ${m.code}'s API`);
  });

  // Absolute-form request targets ("GET http://evil.example/ HTTP/1.1", which only proxies are sent): the URL's host
  // is the host (RFC 9112), so Host and URL cannot disagree, and no answer sends the browser to the URL's host.
  const absolute = pageRoutes().flatMap(({ path }) => [
    { target: `http://${EVIL_HOST}${path}`, m: null as Merchant | null },
    { target: `http://${EVIL_HOST}:${SITE_PORT}${path}`, m: null as Merchant | null },
    { target: `https://user@${EVIL_HOST}${path}`, m: null as Merchant | null },
    { target: `http://ph.localhost:${SITE_PORT}${path}`, m: ph as Merchant | null },
  ]);
  await pool(absolute, 4, async ({ target, m }) => {
    const answer = await send(demo.host, target);
    const name = `GET ${target} [Host: localhost]`;
    tally.add('absolute-form target');
    checkNoEcho(tally, answer, name);
    if (m) checkMerchant(tally, answer, m, new URL(target).pathname, name);
    else checkSiteNotFound(tally, answer, false, false, name);
  });
  tally.report(testInfo);
});

test('forwarded-host headers never choose the merchant, the redirect origin or the links', async ({}, testInfo) => {
  const tally = new Tally('forwarded host injection');
  const claims = (value: string): [string, Record<string, string>][] => [
    ['X-Forwarded-Host', { 'x-forwarded-host': value }],
    ['X-Forwarded-Host + Proto + Port', { 'x-forwarded-host': value, 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }],
    ['Forwarded', { forwarded: `host=${value};proto=https` }],
    ['X-Forwarded-Server', { 'x-forwarded-server': value }],
    ['X-Host', { 'x-host': value, 'x-http-host-override': value }],
    ['X-Original-Host', { 'x-original-host': value }],
  ];
  // Every claim on the home page and a route login-to-home closes; the one Next reads (X-Forwarded-Host) on every page.
  const cases = MERCHANTS.flatMap((m) => {
    const other = MERCHANTS.find((o) => o.code !== m.code)!;
    const values = [EVIL_HOST, `${EVIL_HOST}:${SITE_PORT}`, `${other.host}:${SITE_PORT}`];
    const everyClaim = ['/', ...(m.loginToHome ? [gatedPaths(m)[0]!.path] : [])];
    return [
      ...everyClaim.flatMap((path) => values.flatMap((value) => claims(value).map(([label, headers]) => ({ m, path, label, headers, other })))),
      ...pageRoutes()
        .filter(({ path }) => !everyClaim.includes(path))
        .flatMap(({ path }) => values.map((value) => ({ m, path, label: 'X-Forwarded-Host', headers: { 'x-forwarded-host': value }, other }))),
    ];
  });
  await pool(cases, 4, async ({ m, path, label, headers, other }) => {
    const answer = await send(m.host, path, { headers });
    const name = `${answer.label} [${label}]`;
    tally.add();
    checkNoEcho(tally, answer, name);
    checkMerchant(tally, answer, m, path, name);
    if (answer.headers['location']) tally.check(!answer.headers['location'].includes(other.host), `${name}: the redirect names no other host`);
  });
  tally.report(testInfo);
});

/** What a cookie that is no session must get on `path`: the visitor's answer (or, where the route has no page, the 404 a member gets). */
function checkNoSession(tally: Tally, answer: Answer, m: Merchant, path: string, name: string) {
  const visitor = expected(m, path, false);
  const member = expected(m, path, true);
  if (visitor.kind === 'redirect' && member.kind === 'not-found' && answer.status === 404) {
    // The proxy lets any cookie through (it judges optimistically); the catch-all then answers the 404 a member would
    // get. Nothing of a member's, and the same frame a visitor sees on /login.
    tally.add('no page: 404');
  } else if (visitor.kind === 'redirect') {
    tally.equal(answer.status, 307, `${name}: sent to log in`);
    tally.equal(answer.headers['location'], visitor.location, `${name}: to ${visitor.location}`);
  } else {
    tally.equal(answer.status, visitor.kind === 'page' ? 200 : 404, `${name}: the visitor's ${visitor.kind}`);
  }
  for (const marker of MEMBER_MARKERS) tally.check(!answer.body.includes(marker), `${name}: no member markup (${marker})`);
  tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
  checkNoNewSession(tally, answer, name);
}

/** A refused cookie may be cleared, never replaced by a session. */
function checkNoNewSession(tally: Tally, answer: Answer, name: string) {
  for (const line of (answer.headers['set-cookie'] ?? '').split('\n').filter((l) => l.startsWith(`${SESSION_COOKIE}=`))) {
    tally.check(/^site_session=;/.test(line) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line), `${name}: no new session cookie (${line.slice(0, 60)})`);
  }
}

test.describe('session cookies', () => {
  // Were a dead token ever accepted, a sample write (a password change) would change the seed: put it back, always.
  test.afterEach(async ({ request }) => {
    await resetPlatform(request);
  });

  test('a tampered, truncated, expired, signed-out, other-merchant or forged session cookie is a visitor\u2019s, on every gated page and member API route', async ({}, testInfo) => {
    test.setTimeout(300_000);
    const tally = new Tally('session cookies');
    const hosts = Object.fromEntries(MERCHANTS.map((m) => [m.code, m.host]));
    // A live session per merchant (the controls), and one more per merchant that is signed out at once.
    const live = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await logIn(m.host)] as const)));
    const signedOut = Object.fromEntries(
      await Promise.all(
        MERCHANTS.map(async (m) => {
          const value = await logIn(m.host);
          await logOut(m.host, value);
          return [m.code, value] as const;
        }),
      ),
    );
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const flip = (value: string, at: number) => `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    const variants = async (m: Merchant): Promise<[string, string][]> => {
      const valid = live[m.code]!;
      const other = MERCHANTS.find((o) => o.code !== m.code)!;
      const data = { token: 'forged-token', merchant: m.code, account: 'player1', memberType: 1 };
      return [
        ['tampered (seal body)', flip(valid, Math.floor(valid.length / 2))],
        ['tampered (integrity tag)', flip(valid, valid.length - 3)],
        ['truncated', valid.slice(0, Math.floor(valid.length / 2))],
        ['truncated by one', valid.slice(0, -1)],
        ['empty', ''],
        ['not a seal', 'Fe26.2**'],
        ['signed out', signedOut[m.code]!],
        [`another merchant's (${other.code})`, live[other.code]!],
        ['sealed with another secret', await forgeSeal(data, { secret: 'another-secret-0123456789-abcdefghijklmnopq' })],
        ['expired seal', await forgeSeal(data, { sealedAt: now - 2 * day, ttlSeconds: 24 * 60 * 60 })],
        ['token past its expiry', await forgeSeal({ ...data, expiresAt: now - 60_000 })],
        ['no token', await forgeSeal({ merchant: m.code, account: 'player1' })],
        // Only with the secret (leaked): the platform still has to accept the token, and does not.
        ['forged token', await forgeSeal(data)],
        ['no merchant', await forgeSeal({ token: 'forged-token', account: 'player1' })],
      ];
    };

    const ph = merchant('ph');
    // On the login-to-home merchant every gated route with a page (aliases too) and two without (the proxy lets a cookie
    // through to the catch-all, which is one code path for all of them).
    const gatedOn = (m: Merchant) => {
      const gated = gatedPaths(m).map((g) => g.path);
      return [...gated.filter(hasPage), ...gated.filter((p) => !hasPage(p)).slice(0, 2)];
    };
    // Every page route on demo, the home page on the other open merchants (the same code paths, another brand).
    const openOn = (m: Merchant) => (m.code === 'demo' ? pageRoutes().map((p) => p.path) : ['/']);
    const pages = MERCHANTS.flatMap((m) => (m.loginToHome ? gatedOn(m) : openOn(m)).map((path) => ({ m, path })));
    const apis = apiRoutes().flatMap((api) =>
      Object.entries(api.methods)
        .filter(([, access]) => access === 'member' || access === 'player' || access === 'agent')
        .map(([method]) => ({ path: api.path, route: api.route, method: method as Method, body: method === 'GET' ? undefined : JSON.stringify(SAMPLE_BODIES[api.route] ?? {}) })),
    );
    expect(apis.length, 'the app has member API routes').toBeGreaterThan(0);
    const byMerchant = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await variants(m)] as const)));

    // The controls: each live cookie is a session (so every refusal below is the cookie's doing, not a broken login).
    for (const m of MERCHANTS) {
      const page = await send(m.host, '/', { headers: { cookie: `${SESSION_COOKIE}=${live[m.code]}` } });
      tally.add('control');
      tally.check(page.status !== 307 && page.body.includes('wallet-balance'), `${page.label}: a live session is a member (got ${page.status})`);
      for (const api of apis) {
        const answer = await send(m.host, api.path, { method: api.method, headers: { cookie: `${SESSION_COOKIE}=${live[m.code]}`, origin: originOf(m.host), 'content-type': 'application/json' }, data: api.body && '{}' });
        tally.add('control');
        tally.check(answer.status !== 401, `${answer.label}: a live session is a member (got 401)`);
      }
    }

    await pool(pages, 4, async ({ m, path }) => {
      for (const [label, value] of byMerchant[m.code]!) {
        const answer = await send(m.host, path, { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
        tally.add(m.loginToHome ? 'gated page' : 'page');
        checkNoSession(tally, answer, m, path, `GET ${hosts[m.code]} ${path} [${label} cookie]`);
      }
    });
    await pool(MERCHANTS, 3, async (m) => {
      for (const api of apis) {
        for (const [label, value] of byMerchant[m.code]!) {
          const answer = await send(m.host, api.path, {
            method: api.method,
            headers: { cookie: `${SESSION_COOKIE}=${value}`, origin: originOf(m.host), 'content-type': 'application/json' },
            data: api.body,
          });
          const name = `${api.method} ${m.host} ${api.path} [${label} cookie]`;
          tally.add('member API');
          if (answer.status === 400 && !SAMPLE_BODIES[api.route]) {
            // A write without a sample body: the kit refuses the body before the platform sees the token. Still nothing.
            tally.check(answer.body.includes('"validation_failed"'), `${name}: refused (${answer.body.slice(0, 80)})`);
          } else tally.equal(answer.status, 401, `${name}: 401`);
          tally.check(!/"success":\s*true/.test(answer.body), `${name}: no member data`);
          checkNoNewSession(tally, answer, name);
        }
      }
    });

    // The signed-out cookies stay dead: a login-to-home page with one is still sent to log in at the end.
    const after = await send(ph.host, gatedPaths(ph)[0]!.path, { headers: { cookie: `${SESSION_COOKIE}=${signedOut[ph.code]}` } });
    tally.add('control');
    tally.equal(after.status, 307, `${after.label}: a signed-out cookie stays signed out`);
    await Promise.all(MERCHANTS.map((m) => logOut(m.host, live[m.code]!)));
    tally.report(testInfo);
  });
});
