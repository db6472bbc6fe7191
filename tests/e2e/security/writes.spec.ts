import { expect, test } from '@playwright/test';
import { originOf, pool, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { apiRoutes, merchant, MERCHANTS, SAMPLE_BODIES, WRITE_METHODS, type Merchant, type Method } from '../support/routes';
import { logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { resetPlatform, SITE_PORT } from '../support/platform';
import { EVIL_HOST } from '../support/payloads';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 4: cross-site writes. Every write method every API route declares, on every merchant,
 * signed in (so a refusal is the Origin check's, not the session's): a write from another origin, from `null`, over
 * the other scheme, from another port or another merchant's host, or without any Origin at all is a 403
 * origin_mismatch that does nothing (no cookie set or cleared, no session ended). And no API answer grants another
 * origin CORS access.
 */

summarise('writes.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

/** Origins (or their absence) that must not write on merchant `m`; the headers of each case. */
function foreignOrigins(m: Merchant): [string, Record<string, string>][] {
  const other = MERCHANTS.find((o) => o.code !== m.code)!;
  const own = originOf(m.host);
  return [
    ['no Origin', {}],
    ['no Origin, same-site Referer', { referer: `${own}/` }],
    ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['null', { origin: 'null' }],
    ['empty', { origin: '' }],
    ['another site', { origin: `http://${EVIL_HOST}` }],
    ['another site on our port', { origin: `http://${EVIL_HOST}:${SITE_PORT}` }],
    ['another site, our Referer', { origin: `http://${EVIL_HOST}`, referer: `${own}/` }],
    ['the other scheme', { origin: originOf(m.host, 'https') }],
    ['another port', { origin: `http://${m.host}:${SITE_PORT + 1}` }],
    ['no port', { origin: `http://${m.host}` }],
    [`another merchant (${other.code})`, { origin: originOf(other.host) }],
    ['our host as a prefix', { origin: `${own}.${EVIL_HOST}` }],
    ['our host as a user name', { origin: `http://${m.host}:${SITE_PORT}@${EVIL_HOST}` }],
    ['our origin as a path', { origin: `http://${EVIL_HOST}/${own}` }],
    ['two origins', { origin: `${own} http://${EVIL_HOST}` }],
    ['a scheme of its own', { origin: `chrome-extension://${m.host}` }],
    ['another site, forwarded as our host', { origin: `http://${EVIL_HOST}`, 'x-forwarded-host': EVIL_HOST }],
    ['our origin, but the proxy says https', { origin: own, 'x-forwarded-proto': 'https' }],
  ];
}

interface Write {
  route: string;
  path: string;
  method: Method;
  member: boolean;
  body: string;
}

/** Every write method declared through the API kit, with the body a real call would send (or {}). */
function writes(): Write[] {
  return apiRoutes().flatMap((api) =>
    WRITE_METHODS.flatMap((method) => {
      const access = api.methods[method];
      if (!access || access === 'raw') return [];
      return [{ route: api.route, path: api.path, method, member: access !== 'visitor', body: JSON.stringify(SAMPLE_BODIES[api.route] ?? {}) }];
    }),
  );
}

function checkRefused(tally: Tally, answer: Answer, name: string) {
  tally.equal(answer.status, 403, `${name}: refused`);
  tally.check(answer.body.includes('"errorCode":"origin_mismatch"'), `${name}: origin_mismatch in the envelope (${answer.body.slice(0, 80)})`);
  tally.check(!answer.headers['set-cookie'], `${name}: sets or clears no cookie (${answer.headers['set-cookie']?.slice(0, 60)})`);
}

test('every declared write refuses a foreign, null, other-scheme or missing Origin, on every merchant', async ({}, testInfo) => {
  const tally = new Tally('cross-origin writes');
  const all = writes();
  expect(all.length, 'the app declares writes').toBeGreaterThan(5);
  const sessions = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await logIn(m.host)] as const)));
  await pool(MERCHANTS, 3, async (m) => {
    const cookie = `${SESSION_COOKIE}=${sessions[m.code]}`;
    for (const write of all) {
      for (const [label, headers] of foreignOrigins(m)) {
        const answer = await send(m.host, write.path, {
          method: write.method,
          headers: { 'content-type': 'application/json', cookie, ...headers },
          data: write.body,
        });
        tally.add(write.member ? 'member write' : 'visitor write');
        checkRefused(tally, answer, `${answer.label} [${label}]`);
      }
      // A form post with the browser's own content type (a "simple" cross-site request, no preflight).
      const form = await send(m.host, write.path, {
        method: write.method,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${EVIL_HOST}`, cookie },
        data: 'username=player1&password=x',
      });
      tally.add('form post');
      checkRefused(tally, form, `${form.label} [cross-site form]`);
    }
  });

  // Nothing happened: each session is still alive (the logout route above refused every time).
  for (const m of MERCHANTS) {
    const balance = await send(m.host, '/api/wallet/balance', { headers: { cookie: `${SESSION_COOKIE}=${sessions[m.code]}` } });
    tally.add('control');
    tally.equal(balance.status, 200, `${balance.label}: the session survived every refused write`);
  }
  await Promise.all(MERCHANTS.map((m) => logOut(m.host, sessions[m.code]!)));
  tally.report(testInfo);
});

test('the same writes from our own origin get past the check (the refusals above are the check\u2019s)', async ({ request }, testInfo) => {
  const tally = new Tally('same-origin writes (control)');
  const demo = merchant('demo');
  const cookie = `${SESSION_COOKIE}=${await logIn(demo.host)}`;
  // Logout last: it ends the session the member writes use.
  const all = writes().sort((a, b) => Number(a.route === '/api/session/logout') - Number(b.route === '/api/session/logout'));
  try {
    for (const write of all) {
      for (const [label, origin, extra] of [
        ['own origin', originOf(demo.host), {}],
        ['own origin over https, as the proxy says', originOf(demo.host, 'https'), { 'x-forwarded-proto': 'https' }],
      ] as [string, string, Record<string, string>][]) {
        // The sample password change succeeds here: the one write this test makes, undone below.
        const answer = await send(demo.host, write.path, { method: write.method, headers: { 'content-type': 'application/json', origin, cookie, ...extra }, data: write.body });
        tally.add();
        tally.check(answer.status !== 403 || !answer.body.includes('origin_mismatch'), `${answer.label} [${label}]: not refused for its Origin`);
      }
    }
  } finally {
    await resetPlatform(request);
  }
  tally.report(testInfo);
});

test('no API answer lets another origin read it (no CORS grant, preflights included)', async ({}, testInfo) => {
  const tally = new Tally('CORS on the API');
  const demo = merchant('demo');
  const cookie = `${SESSION_COOKIE}=${await logIn(demo.host)}`;
  const cases = apiRoutes().flatMap((api) => [
    ...['GET', ...WRITE_METHODS].map((method): { path: string; method: string; preflight: boolean } => ({ path: api.path, method, preflight: false })),
    { path: api.path, method: 'OPTIONS', preflight: true },
  ]);
  await pool(cases, 4, async ({ path, method, preflight }) => {
    for (const origin of [`http://${EVIL_HOST}`, 'null']) {
      const answer = await send(demo.host, path, {
        method,
        headers: {
          origin,
          cookie,
          ...(preflight ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } : { 'content-type': 'application/json' }),
        },
        data: method === 'GET' || method === 'OPTIONS' ? undefined : '{}',
      });
      tally.add(preflight ? 'preflight' : 'request');
      const name = `${answer.label}`;
      tally.check(!answer.headers['access-control-allow-origin'], `${name}: no Access-Control-Allow-Origin (${answer.headers['access-control-allow-origin']})`);
      tally.check(!answer.headers['access-control-allow-credentials'], `${name}: no Access-Control-Allow-Credentials`);
      tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
    }
  });
  await logOut(demo.host, cookie.slice(SESSION_COOKIE.length + 1));
  tally.report(testInfo);
});
