import { expect, test } from '@playwright/test';
import { carriesContent, hasShell, MEMBER_MARKERS, originOf, pool, resolvedLocation, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { apiRoutes, expected, gatedPaths, inLanguage, merchant, merchantPaths, MERCHANTS, pagePaths, pageRoutes, type Merchant } from '../support/routes';
import { resetPlatform, setMerchantStatus } from '../support/platform';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 2: proxy bypasses. Every route a gate closes (login-to-home, maintenance) and every member
 * API route, asked with the headers and path forms that have let requests skip a Next.js proxy/middleware (CVE-2025-29927
 * and its successors), the framework's internal headers, encoded and doubled paths, and the internal
 * /<host>/<locale>/… tree. None may get more than the gate gives.
 */

/** Headers a client may send that a framework has at some time believed. */
const BYPASS_HEADERS: [string, Record<string, string>][] = [
  ['x-middleware-subrequest: middleware', { 'x-middleware-subrequest': 'middleware' }],
  ['x-middleware-subrequest: proxy', { 'x-middleware-subrequest': 'proxy' }],
  ['x-middleware-subrequest: proxy×5', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }],
  ['x-middleware-subrequest: middleware×5', { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }],
  ['x-middleware-subrequest: src/proxy×5', { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' }],
  ['x-middleware-subrequest: src/middleware×5', { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' }],
  ['x-middleware-subrequest: pages/_middleware', { 'x-middleware-subrequest': 'pages/_middleware' }],
  ['RSC', { rsc: '1' }],
  ['RSC prefetch', { rsc: '1', 'next-router-prefetch': '1' }],
  ['RSC segment prefetch', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }],
  ['router state tree', { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])) }],
  ['next-url', { rsc: '1', 'next-url': '/login' }],
  ['x-middleware-prefetch', { 'x-middleware-prefetch': '1' }],
  ['purpose: prefetch', { purpose: 'prefetch', 'sec-purpose': 'prefetch' }],
  ['x-nextjs-data', { 'x-nextjs-data': '1' }],
  ['x-invoke-path', { 'x-invoke-path': '/ph.localhost/en', 'x-invoke-query': '{}', 'x-invoke-status': '200' }],
  ['x-matched-path', { 'x-matched-path': '/[host]/[locale]' }],
  ['x-now-route-matches', { 'x-now-route-matches': 'host=ph.localhost&locale=en' }],
  ['x-middleware-invoke', { 'x-middleware-invoke': '1', 'x-middleware-next': '1' }],
  ['x-middleware-rewrite', { 'x-middleware-rewrite': '/ph.localhost/en' }],
  ['next-action', { 'next-action': '0'.repeat(40) }],
  ['x-forwarded-prefix', { 'x-forwarded-prefix': '/api' }],
  ['x-original-url', { 'x-original-url': '/login', 'x-rewrite-url': '/login' }],
];

/** Spellings of one path that a parser, a normaliser and a matcher might each read differently. */
function pathForms(path: string, m: Merchant, language: string): [string, string][] {
  const rest = path === '/' ? '' : path;
  const first = rest.slice(1, 2);
  const forms: [string, string][] = [
    ['trailing slash', `${rest}/`],
    ['doubled slash', `/${rest}`],
    ['dot segment', `/.${rest || '/'}`],
    ['dot-dot segment', `/x/..${rest || '/'}`],
    ['encoded dot-dot', `/x/%2e%2e${rest || '/'}`],
    ['query', `${rest || '/'}?_rsc=1`],
    ['.rsc suffix', `${rest || '/index'}.rsc`],
    ['segment prefetch', `${rest || '/index'}.segments/_tree.segment.rsc`],
    ['data route', `/_next/data/build${rest || '/index'}.json`],
    ['internal tree', `/${m.host}/${language}${rest}`],
    ['internal tree, encoded host', `/${encodeURIComponent(m.host).replace(/\./g, '%2E')}/${language}${rest}`],
    ['internal tree .rsc', `/${m.host}/${language}${rest || ''}.rsc`],
  ];
  if (first) {
    forms.push(['encoded first letter', `/%${first.charCodeAt(0).toString(16)}${rest.slice(2)}`]);
    forms.push(['upper case', rest.toUpperCase()]);
    forms.push(['backslash', `/\\${rest.slice(1)}`]);
    forms.push(['encoded slash', `/%2F${rest.slice(1)}`]);
  }
  return forms;
}

/** A visitor's request for a closed route: a redirect to log in (or a normalising redirect), or a 4xx; never the page. */
function checkClosed(tally: Tally, answer: Answer, m: Merchant, label: string) {
  const name = `${answer.label} [${label}]`;
  tally.check(!carriesContent(answer), `${name}: must not render (got ${answer.status})`);
  tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
  if (answer.status >= 300 && answer.status < 400) {
    tally.equal(resolvedLocation(answer, m.host)?.origin, originOf(m.host), `${name}: a redirect stays on the site (Location ${answer.headers['location']})`);
  }
  tally.check(!hasShell(answer.body), `${name}: carries no page frame`);
  for (const marker of MEMBER_MARKERS) tally.check(!answer.body.includes(marker), `${name}: no member markup (${marker})`);
}

summarise('bypass.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

test('login-to-home: no bypass header reaches a closed route', async ({}, testInfo) => {
  const tally = new Tally('bypass headers on login-to-home routes');
  const closed = MERCHANTS.filter((m) => m.loginToHome).flatMap((m) => gatedPaths(m).map(({ path }) => ({ m, path })));
  expect(closed.length, 'the seed has routes login-to-home closes').toBeGreaterThan(10);
  await pool(closed, 4, async ({ m, path }) => {
    // Without any header: exactly the gate's redirect, so the bypass cases below compare against a working gate.
    const plain = await send(m.host, path);
    const want = expected(m, path, false);
    tally.add('plain');
    tally.equal(plain.status, 307, `${plain.label}: the gate's redirect`);
    if (want.kind === 'redirect') tally.equal(plain.headers['location'], want.location, `${plain.label}: to log in`);
    for (const [label, headers] of BYPASS_HEADERS) {
      checkClosed(tally, await send(m.host, path, { headers }), m, label);
      tally.add('header');
    }
  });
  tally.report(testInfo);
});

test('login-to-home: no encoded, doubled or internal path form reaches a closed route', async ({}, testInfo) => {
  const tally = new Tally('path forms on login-to-home routes');
  const closed = MERCHANTS.filter((m) => m.loginToHome).flatMap((m) => gatedPaths(m).map(({ path, language }) => ({ m, path, language })));
  await pool(closed, 4, async ({ m, path, language }) => {
    for (const [label, form] of pathForms(path, m, language)) {
      // The path reaches the server exactly as written (no client-side normalisation).
      checkClosed(tally, await send(m.host, form), m, label);
      checkClosed(tally, await send(m.host, form, { headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', rsc: '1' } }), m, `${label} + subrequest + RSC`);
      tally.add('path form', 2);
    }
  });
  tally.report(testInfo);
});

test('the internal /<host>/<locale>/… tree shows no merchant on another merchant\u2019s host', async ({}, testInfo) => {
  // Every page route (the member centre's two among them) × every pair of merchants: some 900 requests.
  test.setTimeout(300_000);
  const tally = new Tally('internal tree across hosts');
  const cases = MERCHANTS.flatMap((on) =>
    MERCHANTS.filter((other) => other.code !== on.code).flatMap((other) =>
      pageRoutes().map(({ path }) => ({ on, other, path: `/${other.host}/${other.defaultLanguage}${path === '/' ? '' : path}` })),
    ),
  );
  const headerSets = [['plain', {}], ...BYPASS_HEADERS.filter(([label]) => /proxy×5|^RSC$|x-invoke-path|x-matched-path/.test(label))] as [string, Record<string, string>][];
  await pool(cases, 4, async ({ on, other, path }) => {
    // Every header set on the path; its .rsc form plain (the headers reach the same renderer).
    const forms: [string, Record<string, string>, string][] = [...headerSets.map(([l, h]): [string, Record<string, string>, string] => [l, h, path]), ['plain', {}, `${path}.rsc`]];
    for (const [label, headers, form] of forms) {
      const answer = await send(on.host, form, { headers });
      tally.add();
      const name = `${answer.label} [${label}]`;
      tally.check(!answer.body.includes(other.brandName), `${name}: nothing of ${other.code} on ${on.host}`);
      tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
      if (on.loginToHome) tally.check(!carriesContent(answer), `${name}: closed by login-to-home (got ${answer.status})`);
    }
  });
  tally.report(testInfo);
});

test('member API routes answer 401 to a visitor, whatever bypass header or path form', async ({}, testInfo) => {
  // Every member route (some ninety now) × three merchants × the headers and path forms (a covering design, below).
  test.setTimeout(300_000);
  const tally = new Tally('bypasses on member API routes');
  const routes = apiRoutes().flatMap((api) =>
    Object.entries(api.methods)
      .filter(([, access]) => access === 'member' || access === 'player' || access === 'agent')
      .map(([method]) => ({ api, method })),
  );
  expect(routes.length, 'the app has member API routes').toBeGreaterThan(0);
  const strongest = BYPASS_HEADERS.filter(([label]) => /proxy×5|^RSC$/.test(label));
  const plain: [string, Record<string, string>] = ['plain', {}];
  // A covering design rather than the full product: every route on every merchant plain and in every path form; each
  // (route, header) and (route, form, strongest header) combination on one merchant, rotating with the route so that
  // every merchant meets every header too. The headers aim at the proxy, which is the same code on every host: the
  // full product sent each combination three times (about eleven thousand requests) and found nothing more.
  const mine = (mi: number, ...indexes: number[]) => indexes.reduce((a, b) => a + b, 0) % MERCHANTS.length === mi;
  await pool(MERCHANTS, 3, async (m) => {
    const mi = MERCHANTS.indexOf(m);
    for (const [ri, { api, method }] of routes.entries()) {
      const forms = [`${api.path}/`, `/${api.path}`, `/x/..${api.path}`, `${api.path}?_rsc=1`, `/api/%2E%2E${api.path.slice(4)}`, api.path.replace('/api/', '/API/')];
      const cases: [string, string, Record<string, string>][] = [
        [plain[0], api.path, plain[1]],
        ...BYPASS_HEADERS.filter((_, hi) => mine(mi, ri, hi)).map(([label, headers]): [string, string, Record<string, string>] => [label, api.path, headers]),
        ...forms.flatMap((form, fi) => [
          [plain[0], form, plain[1]] as [string, string, Record<string, string>],
          ...strongest.filter((_, si) => mine(mi, ri, fi, si)).map(([label, headers]): [string, string, Record<string, string>] => [label, form, headers]),
        ]),
      ];
      for (const [label, form, headers] of cases) {
        const answer = await send(m.host, form, {
          method,
          headers: { origin: originOf(m.host), 'content-type': 'application/json', ...headers },
          data: method === 'GET' ? undefined : '{}',
        });
        tally.add();
        const name = `${answer.label} [${label}]`;
        tally.check(!carriesContent(answer), `${name}: a member route must not answer a visitor (got ${answer.status})`);
        tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
        tally.check(!/"success":\s*true/.test(answer.body), `${name}: no member data`);
        if (label === 'plain' && form === api.path) tally.equal(answer.status, 401, `${name}: 401 in the envelope`);
      }
    }
  });
  tally.report(testInfo);
});

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => {
    await resetPlatform(request);
  });

  test('no bypass header or path form gets past the maintenance screen', async ({ request }, testInfo) => {
    test.setTimeout(300_000);
    const tally = new Tally('bypasses under maintenance');
    const vn88 = merchant('vn88');
    await setMerchantStatus(request, vn88.code, 1, '2030-01-02T03:04:00Z');
    await expect(async () => {
      const answer = await send(vn88.host, '/');
      expect(answer.body.includes('maintenance-end')).toBe(true);
    }).toPass({ timeout: 15_000 });
    // Every route plain; the built pages (and three routes without one: the catch-all is one code path) with every
    // header, and the built pages also in every path form and in every language.
    const unbuilt = merchantPaths().filter((p) => !pagePaths().includes(p));
    const swept = new Set([...pagePaths(), ...unbuilt.slice(0, 3)]);
    await pool(merchantPaths(), 4, async (path) => {
      const built = pagePaths().includes(path);
      const cases: [string, string, Record<string, string>][] = [
        ['plain', path, {}],
        ...(swept.has(path) ? BYPASS_HEADERS.map(([label, headers]): [string, string, Record<string, string>] => [label, path, headers]) : []),
        ...(built ? pathForms(path, vn88, vn88.defaultLanguage).map(([label, form]): [string, string, Record<string, string>] => [label, form, {}]) : []),
        ...(built ? vn88.languages.map((language): [string, string, Record<string, string>] => [`in ${language}`, inLanguage(vn88, path, language), {}]) : []),
      ];
      for (const [label, form, headers] of cases) {
        const answer = await send(vn88.host, form, { headers });
        tally.add();
        const name = `${answer.label} [${label}]`;
        // The maintenance screen answers 503 (with Retry-After); nothing else may fail.
        tally.check(answer.status < 500 || answer.status === 503, `${name}: no server error (got ${answer.status})`);
        tally.check(!hasShell(answer.body), `${name}: the maintenance screen, not the site`);
        tally.check(answer.headers['x-cache'] === undefined, `${name}: never from the page cache`);
        if ((answer.status === 200 || answer.status === 503) && (answer.headers['content-type'] ?? '').includes('text/html')) {
          tally.check(answer.body.includes('maintenance-end'), `${name}: a page shown under maintenance is the maintenance screen`);
          tally.equal(answer.status, 503, `${name}: the maintenance screen answers 503`);
        }
      }
    });
    tally.report(testInfo);
  });
});

test('region restriction: no bypass header or path form gets a restricted visitor past the screen, pages or API', async ({}, testInfo) => {
  const tally = new Tally('bypasses under region restriction');
  // The sandbox restricts ph for 203.0.113.0/24; the site believes X-Forwarded-For from its trusted proxy (TRUST_PROXY=1).
  const ph = merchant('ph');
  const restricted = { 'x-forwarded-for': '203.0.113.9' };
  const unbuilt = merchantPaths().filter((p) => !pagePaths().includes(p));
  const cases: [string, string, Record<string, string>][] = [
    ...[...pageRoutes().map((p) => p.path), ...unbuilt.slice(0, 2)].flatMap((path) =>
      [['plain', {}] as [string, Record<string, string>], ...BYPASS_HEADERS].map(([label, headers]): [string, string, Record<string, string>] => [label, path, headers]),
    ),
    ...pathForms('/login', ph, ph.defaultLanguage).map(([label, form]): [string, string, Record<string, string>] => [label, form, {}]),
  ];
  await pool(cases, 4, async ([label, form, headers]) => {
    const answer = await send(ph.host, form, { headers: { ...headers, ...restricted } });
    tally.add('page');
    const name = `${answer.label} [${label}]`;
    tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
    tally.check(!hasShell(answer.body), `${name}: the restriction screen, not the site`);
    tally.check(answer.headers['x-cache'] === undefined, `${name}: never from the page cache`);
    if ((answer.status === 200 || answer.status === 403) && (answer.headers['content-type'] ?? '').includes('text/html')) {
      tally.check(answer.body.includes('IP Restriction'), `${name}: a page shown to a restricted visitor is the restriction screen`);
      tally.equal(answer.status, 403, `${name}: the restriction screen answers 403`);
    }
  });
  // The API refuses a restricted visitor whatever the route, the method or the header.
  const apis = apiRoutes().flatMap((api) => Object.entries(api.methods).filter(([, access]) => access !== 'raw').map(([method]) => ({ api, method })));
  await pool(apis, 4, async ({ api, method }) => {
    for (const [label, headers] of [['plain', {}] as [string, Record<string, string>], ...BYPASS_HEADERS.filter(([l]) => /proxy×5|^RSC$|x-invoke-path/.test(l))]) {
      const answer = await send(ph.host, api.path, {
        method,
        headers: { origin: originOf(ph.host), 'content-type': 'application/json', ...headers, ...restricted },
        data: method === 'GET' ? undefined : '{}',
      });
      tally.add('API');
      const name = `${answer.label} [${label}]`;
      if (answer.status >= 300 && answer.status < 400) {
        // An RSC fetch is first sent to its cache-busting address (the framework's, on this site): still nothing.
        tally.equal(resolvedLocation(answer, ph.host)?.origin, originOf(ph.host), `${name}: a redirect stays on the site`);
        tally.check(!carriesContent(answer), `${name}: a redirect carries nothing`);
      } else {
        tally.equal(answer.status, 403, `${name}: a restricted visitor is refused`);
        tally.check(answer.body.includes('"region_restricted"'), `${name}: region_restricted in the envelope (${answer.body.slice(0, 80)})`);
      }
    }
  });
  tally.report(testInfo);
});
