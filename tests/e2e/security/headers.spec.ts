import { expect, test } from '@playwright/test';
import { originOf, pool, send, type Answer, type Send } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { apiRoutes, merchant, merchantPaths, MERCHANTS, METHODS, pageRoutes, type Merchant } from '../support/routes';
import { logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { resetPlatform, setMerchantStatus } from '../support/platform';
import { headerProblems, type HeaderContext } from '../support/security-headers';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 7: every security header on every kind of response (support/security-headers.ts says
 * which): pages, the merchant 404, the invalid-address 400, redirects (the gate's, the languages', the framework's
 * own), RSC payloads, gate screens (maintenance, region restriction), "site not found", every API route and method
 * (200, 400, 401, 403, 404, 405, 503, HEAD and OPTIONS), the build's assets and paths outside the app; HSTS and
 * Secure cookies over HTTPS. No internal header leaks and no personal answer may be kept by a shared cache.
 *
 * The installed Next.js against the committed list of fixed advisories (CVE-2025-29927 and its successors) is
 * tests/unit/scripts/next-advisories.test.ts, run by `npm test` before this suite.
 */

summarise('headers.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

interface Case {
  label: string;
  m: Merchant;
  path: string;
  options?: Send;
  context?: HeaderContext;
  /** The status this kind of response has (checked, so the case is the kind it claims). */
  status?: number | number[];
}

function check(tally: Tally, answer: Answer, c: Case) {
  const name = `${answer.label.replace(/\[cookie: [^\]]*\]/, '[member]')} (${c.label})`;
  const html = (answer.headers['content-type'] ?? '').includes('text/html');
  tally.add(c.label);
  if (c.status !== undefined) {
    const statuses = Array.isArray(c.status) ? c.status : [c.status];
    tally.check(statuses.includes(answer.status), `${name}: status ${answer.status}, expected ${statuses.join(' or ')}`);
  }
  for (const problem of headerProblems(answer, html ? 'page' : 'other', c.context)) tally.check(false, `${name}: ${problem}`);
}

/** Follows an RSC fetch's redirect to its cache-busting address, as the client router does. */
async function rsc(m: Merchant, path: string, cookie?: string): Promise<Answer[]> {
  const headers = { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])), ...(cookie ? { cookie } : {}) };
  const first = await send(m.host, path, { headers });
  const location = first.headers['location'];
  if (first.status !== 307 || !location?.includes('_rsc')) return [first];
  return [first, await send(m.host, location, { headers })];
}

test('pages, 404s, redirects and RSC payloads of every route, visitor and member, on every merchant', async ({}, testInfo) => {
  const tally = new Tally('headers of pages');
  const sessions = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await logIn(m.host)] as const)));
  const cases: Case[] = MERCHANTS.flatMap((m) => {
    const cookie = `${SESSION_COOKIE}=${sessions[m.code]}`;
    const other = m.languages.find((l) => l !== m.defaultLanguage);
    return [
      // Every route of the app and the spec: a page, a 404 or the gate's redirect.
      ...merchantPaths().map((path): Case => ({ label: 'route (visitor)', m, path, status: [200, 307, 404] })),
      // A page this merchant's content leaves out (m.absent: /vnlottery without a Vietnamese lottery) is its 404.
      ...pageRoutes().map(({ path }): Case => ({ label: 'page (member)', m, path, options: { headers: { cookie } }, context: { member: true }, status: m.absent.includes(path) ? 404 : [200, 307] })),
      { label: 'merchant 404', m, path: '/matrix-no-such-page', options: { headers: { cookie } }, context: { member: true }, status: 404 },
      { label: 'invalid address', m, path: '/%', status: 400 },
      { label: 'framework redirect (slashes)', m, path: '//help', status: 308 },
      { label: 'framework redirect (trailing slash)', m, path: '/login/', status: 308 },
      { label: 'language redirect', m, path: `/${m.defaultLanguage}/login`, status: 307 },
      ...(other ? [{ label: 'stored language redirect', m, path: '/login', options: { headers: { cookie: `NEXT_LOCALE=${other}` } }, status: 307 }] : []),
      { label: 'member sent on from /login', m, path: '/login?next=%2Fhelp', options: { headers: { cookie } }, context: { member: true }, status: 307 },
    ];
  });
  await pool(cases, 4, async (c) => check(tally, await send(c.m.host, c.path, c.options), c));

  // RSC payloads (the client router's fetches), visitor and member, and the redirect to their cache-busting address.
  const flights = MERCHANTS.flatMap((m) => pageRoutes().flatMap(({ path }) => [{ m, path, cookie: undefined as string | undefined }, { m, path, cookie: `${SESSION_COOKIE}=${sessions[m.code]}` }]));
  await pool(flights, 4, async ({ m, path, cookie }) => {
    for (const answer of await rsc(m, path, cookie)) check(tally, answer, { label: 'RSC payload', m, path, context: { rsc: true, member: Boolean(cookie) } });
  });
  await Promise.all(MERCHANTS.map((m) => logOut(m.host, sessions[m.code]!)));
  tally.report(testInfo);
});

test('gate screens and "site not found" carry every header', async ({ request }, testInfo) => {
  const tally = new Tally('headers of gate screens');
  const ph = merchant('ph');
  const vn88 = merchant('vn88');
  const unknown = { ...merchant('demo'), host: 'unseeded.localhost' };
  try {
    const restricted: Case[] = [...pageRoutes().map(({ path }) => path), '/matrix-no-such-page'].map((path) => ({
      label: 'region restriction',
      m: ph,
      path,
      options: { headers: { 'x-forwarded-for': '203.0.113.9' } },
      status: [403, 307],
    }));
    const notFound: Case[] = ['/', '/help', '/matrix-no-such-page', '/api/register/settings', '/api/wallet/balance'].map((path) => ({ label: 'site not found', m: unknown, path, status: 404 }));
    await pool([...restricted, ...notFound], 4, async (c) => check(tally, await send(c.m.host, c.path, c.options), c));

    await setMerchantStatus(request, vn88.code, 1, '2030-01-02T03:04:00Z');
    await expect(async () => expect((await send(vn88.host, '/')).body).toContain('maintenance-end')).toPass({ timeout: 15_000 });
    const maintenance: Case[] = [
      ...merchantPaths().map((path): Case => ({ label: 'maintenance', m: vn88, path, status: [503, 307] })),
      { label: 'maintenance (API)', m: vn88, path: '/api/register/settings', status: 503 },
      { label: 'maintenance (API write)', m: vn88, path: '/api/session/login', options: { method: 'POST', headers: { origin: originOf(vn88.host) }, data: {} }, status: 503 },
    ];
    await pool(maintenance, 4, async (c) => check(tally, await send(c.m.host, c.path, c.options), c));
  } finally {
    await resetPlatform(request);
  }
  tally.report(testInfo);
});

test('every API route answers every method with every header, visitor and member', async ({}, testInfo) => {
  const tally = new Tally('headers of API answers');
  const demo = merchant('demo');
  const cookie = `${SESSION_COOKIE}=${await logIn(demo.host)}`;
  const methods = [...METHODS, 'HEAD', 'OPTIONS'];
  const cases: Case[] = apiRoutes().flatMap((api) =>
    methods.flatMap((method) =>
      [false, true].map(
        (member): Case => ({
          label: `API ${method}`,
          m: demo,
          path: api.path,
          // Logout would end the session the other member cases use: it is asked as a visitor only.
          options: {
            method,
            headers: { origin: originOf(demo.host), 'content-type': 'application/json', ...(member && api.route !== '/api/session/logout' ? { cookie } : {}) },
            data: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : '{}',
          },
          context: { member },
        }),
      ),
    ),
  );
  const extra: Case[] = [
    { label: 'API 401', m: demo, path: '/api/wallet/balance', status: 401 },
    { label: 'API 403 (origin)', m: demo, path: '/api/session/login', options: { method: 'POST', headers: { origin: 'http://evil.example' }, data: {} }, status: 403 },
    { label: 'API 400 (address)', m: demo, path: '/api/%', status: 400 },
    { label: 'API 404', m: demo, path: '/api/matrix/no-such-route', status: 404 },
    { label: 'API login (sets the cookie)', m: demo, path: '/api/session/login', options: { method: 'POST', headers: { origin: originOf(demo.host) }, data: { username: 'player1', password: 'Player#2026' } }, status: 200 },
  ];
  await pool([...cases, ...extra], 4, async (c) => {
    const answer = await send(c.m.host, c.path, c.options);
    check(tally, answer, c);
    if (answer.status !== 204 && c.options?.method !== 'HEAD' && answer.body) {
      tally.check((answer.headers['content-type'] ?? '').startsWith('application/json'), `${answer.label} (${c.label}): JSON (${answer.headers['content-type']})`);
    }
  });
  tally.report(testInfo);
});

test('the build\u2019s assets, a missing asset and paths outside the app carry every header', async ({}, testInfo) => {
  const tally = new Tally('headers of assets');
  const demo = merchant('demo');
  // Every asset the pages name (scripts, styles, fonts, images: in the HTML and in Link headers), once.
  const assets = new Set<string>();
  for (const { path } of pageRoutes()) {
    const page = await send(demo.host, path);
    for (const match of `${page.body} ${page.headers['link'] ?? ''}`.matchAll(/\/_next\/static\/[^"'<>\s)\\]+/g)) assets.add(match[0]);
  }
  expect(assets.size, 'the pages name their assets').toBeGreaterThan(3);
  const cases: Case[] = [
    ...[...assets].map((path): Case => ({ label: 'asset', m: demo, path, status: 200 })),
    { label: 'missing asset', m: demo, path: '/_next/static/chunks/matrix-missing.js', status: 404 },
    { label: 'asset outside the static folder', m: demo, path: '/_next/static/..%2f..%2fpackage.json', status: [400, 404] },
    { label: 'invalid asset address', m: demo, path: '/_next/static/%', status: 400 },
    ...['/favicon.ico', '/.well-known/security.txt', '/_next/image?url=%2Fx&w=64&q=75', '/_next/data/x/index.json'].map(
      (path): Case => ({ label: 'outside the app', m: demo, path, status: [400, 404, 307, 308] }),
    ),
    // The merchant's crawler files: served, as files, not pages.
    ...['/robots.txt', '/sitemap.xml', '/og-image.png'].map((path): Case => ({ label: 'crawler file', m: demo, path, status: 200 })),
  ];
  await pool(cases, 4, async (c) => {
    const answer = await send(c.m.host, c.path, c.options);
    check(tally, answer, c);
    if (c.label === 'asset') tally.check(!answer.body.includes('Demo Casino'), `${answer.label}: an asset, not a page`);
  });
  tally.report(testInfo);
});

test('over HTTPS (the trusted proxy says so): HSTS on every kind of response, and the session cookie is Secure, HttpOnly and SameSite', async ({}, testInfo) => {
  const tally = new Tally('headers over HTTPS');
  const demo = merchant('demo');
  const ph = merchant('ph');
  const https = { 'x-forwarded-proto': 'https' };
  const asset = /\/_next\/static\/[^"'<>\s]+\.js/.exec((await send(demo.host, '/')).body)?.[0] ?? '/_next/static/missing.js';
  const cases: Case[] = [
    { label: 'page', m: demo, path: '/', status: 200 },
    { label: '404', m: demo, path: '/matrix-no-such-page', status: 404 },
    { label: 'gate redirect', m: ph, path: '/help', status: 307 },
    { label: 'framework redirect', m: demo, path: '//help', status: 308 },
    { label: 'API', m: demo, path: '/api/register/settings', status: 200 },
    { label: 'API 401', m: demo, path: '/api/wallet/balance', status: 401 },
    { label: 'asset', m: demo, path: asset, status: 200 },
    { label: 'site not found', m: { ...demo, host: 'unseeded.localhost' }, path: '/', status: 404 },
  ].map((c) => ({ ...c, options: { headers: https }, context: { https: true } }));
  await pool(cases, 4, async (c) => check(tally, await send(c.m.host, c.path, c.options), c));

  for (const [label, headers] of [
    ['http', { origin: originOf(demo.host) }],
    ['https', { origin: originOf(demo.host, 'https'), ...https }],
  ] as [string, Record<string, string>][]) {
    const login = await send(demo.host, '/api/session/login', { method: 'POST', headers, data: { username: 'player1', password: 'Player#2026' } });
    const name = `${login.label} (login over ${label})`;
    tally.add('session cookie');
    check(tally, login, { label: `login over ${label}`, m: demo, path: '/api/session/login', context: { https: label === 'https' }, status: 200 });
    const line = (login.headers['set-cookie'] ?? '').split('\n').find((l) => l.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    tally.check(/;\s*HttpOnly/i.test(line), `${name}: HttpOnly (${line.replace(/=[^;]*/, '=…')})`);
    tally.check(/;\s*SameSite=Lax/i.test(line), `${name}: SameSite=Lax`);
    tally.check(/;\s*Path=\//i.test(line), `${name}: Path=/`);
    tally.check(!/;\s*Domain=/i.test(line), `${name}: no Domain (the cookie stays on this host)`);
    tally.equal(/;\s*Secure/i.test(line), label === 'https', `${name}: Secure exactly over HTTPS`);
    const value = /^site_session=([^;]*)/.exec(line)?.[1];
    if (value) await logOut(demo.host, value);
  }
  tally.report(testInfo);
});
