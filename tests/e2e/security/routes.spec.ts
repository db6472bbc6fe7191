import { expect, test } from '@playwright/test';
import { hasShell, MEMBER_MARKERS, originOf, pool, resolvedLocation, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import {
  apiRoutes,
  expected,
  gatedPaths,
  inLanguage,
  merchant,
  merchantPaths,
  METHODS,
  otherPagePaths,
  pagePaths,
  pageRoutes,
  specPaths,
  unbuiltSpecPaths,
  type Merchant,
} from '../support/routes';
import { logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { ACCOUNTS, resetPlatform } from '../support/platform';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 1: the routes it runs over come from the app (route files) and the spec (its route
 * table), and each answers as the app's own gate rules (decideGate) say. Spec routes without a page yet are the
 * merchant's 404 (or the login redirect where login-to-home closes them), and never leak content.
 */

function checkLike(tally: Tally, answer: Answer, m: Merchant, path: string, loggedIn: boolean) {
  const want = expected(m, path, loggedIn);
  tally.add(want.kind);
  const name = `${answer.label} (${loggedIn ? 'member' : 'visitor'})`;
  if (want.kind === 'redirect') {
    tally.equal(answer.status, 307, `${name}: the gate redirects`);
    tally.equal(answer.headers['location'], want.location, `${name}: to ${want.location}`);
    tally.check(!hasShell(answer.body), `${name}: a redirect carries no page`);
  } else if (loggedIn && want.kind === 'page' && answer.status === 307) {
    // A page may send a member on (the login and register pages send members home): on this site, never to /login.
    const location = resolvedLocation(answer, m.host);
    tally.equal(location?.host, new URL(originOf(m.host)).host, `${name}: a page's own redirect stays on the site`);
    tally.check(!/\/login$/.test(location?.pathname ?? ''), `${name}: and does not ask to log in (Location ${answer.headers['location']})`);
  } else {
    tally.equal(answer.status, want.kind === 'page' ? 200 : 404, `${name}: ${want.kind === 'page' ? 'the page renders' : 'a 404'}`);
    tally.check(answer.body.includes(m.brandName), `${name}: the merchant's own page (${m.brandName})`);
    tally.check((answer.headers['content-type'] ?? '').includes('text/html'), `${name}: HTML`);
    // The frame's marker that the other parts of the matrix look for in answers that must not carry it.
    tally.check(hasShell(answer.body), `${name}: in the merchant's frame`);
  }
  if (!loggedIn) for (const marker of MEMBER_MARKERS) tally.check(!answer.body.includes(marker), `${name}: no member markup (${marker})`);
}

summarise('routes.spec.ts');

// The seed's content and sessions (another file's test may have changed them, and puts them back when it ends).
test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

test('discovery finds the pages, the API routes and the spec\u2019s routes', async ({}, testInfo) => {
  const pages = pageRoutes();
  const apis = apiRoutes();
  expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/login', '/register', '/help', '/helpmc']));
  expect(apis.map((a) => a.route)).toEqual(expect.arrayContaining(['/api/session/login', '/api/wallet/balance', '/api/[...path]']));
  expect(specPaths().length).toBeGreaterThan(20);
  // Every kit route declares at least one method with its access; a route the kit does not wrap is a deliberate few.
  for (const api of apis) {
    expect.soft(Object.keys(api.methods).length, `${api.file} declares methods`).toBeGreaterThan(0);
    if (!api.kit) expect.soft(['/api/[...path]', '/api/health', '/api/internal/request-stats'], `${api.file} is written without the API kit`).toContain(api.route);
  }
  const line =
    `${pages.length} page routes (${pages.map((p) => p.route).join(' ')}), ${otherPagePaths().length} pages outside the merchant tree, ` +
    `${apis.length} API routes, ${specPaths().length} spec paths of which ${unbuiltSpecPaths().length} have no page yet`;
  testInfo.annotations.push({ type: 'security matrix', description: `discovery: ${line}` });
  console.log(`[security matrix] discovery: ${line}`);
});

test('each API route\u2019s declared access holds: member routes refuse visitors, visitor routes do not, undeclared methods are 405', async ({}, testInfo) => {
  const tally = new Tally('API access as declared');
  const member = await logIn(merchant('demo').host);
  const agentCookie = await logIn(merchant('demo').host, ACCOUNTS.agent);
  await pool(apiRoutes(), 3, async (api) => {
    for (const method of METHODS) {
      const access = api.methods[method];
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
      const call = (cookie?: string) =>
        send(merchant('demo').host, api.path, {
          method,
          headers: { origin: originOf(merchant('demo').host), 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
          data: body,
        });
      if (access === undefined) {
        if (!api.kit) continue;
        const answer = await call();
        tally.add('undeclared method');
        tally.equal(answer.status, 405, `${answer.label}: a method ${api.file} does not declare`);
        continue;
      }
      if (access === 'raw') continue;
      const visitor = await call();
      tally.add(`${access} route`);
      if (access === 'member' || access === 'player' || access === 'agent') {
        tally.equal(visitor.status, 401, `${visitor.label}: declared '${access}', so a visitor gets 401`);
        tally.check(visitor.body.includes('"success":false'), `${visitor.label}: the envelope`);
        const signedIn = await call(access === 'agent' ? agentCookie : member);
        tally.add(`${access} route`);
        tally.check(signedIn.status !== 401, `${signedIn.label} (signed in): not refused as a visitor (got ${signedIn.status})`);
      } else {
        tally.check(visitor.status !== 401, `${visitor.label}: declared '${access}', so no session is needed on an open brand (got 401)`);
      }
    }
  });
  await Promise.all([logOut(merchant('demo').host, member), logOut(merchant('demo').host, agentCookie)]);
  tally.report(testInfo);
});

/**
 * On ph (login-to-home) the pages send a visitor to /login, while /api/games, /api/games/hot and
 * the notices once answered the same visitor in full. The API follows the pages' rule: a 'public' route needs a session
 * there; the ways in ('visitor') stay open.
 */
test('login-to-home holds for the API as for the pages: public data needs a session, the ways in stay open', async ({}, testInfo) => {
  const tally = new Tally('API on the login-to-home merchant');
  const ph = merchant('ph');
  expect(ph.loginToHome, 'the seed has a login-to-home merchant').toBe(true);
  const cookie = await logIn(ph.host);
  // What the probe found open, asked by name (the declarations below cover every route the kit declares).
  for (const path of ['/api/games?type=RNG', '/api/games/hot', '/api/service/notices']) {
    const visitor = await send(ph.host, path);
    tally.add('found by the probe');
    tally.equal(visitor.status, 401, `${visitor.label}: a visitor on a login-to-home brand (${visitor.body.slice(0, 80)})`);
  }
  const reads = apiRoutes().filter((api) => api.methods.GET === 'public' || api.methods.GET === 'visitor');
  expect(reads.filter((api) => api.methods.GET === 'public').map((api) => api.route)).toEqual(expect.arrayContaining(['/api/games', '/api/games/hot', '/api/service/notices']));
  await pool(reads, 3, async (api) => {
    const access = api.methods.GET!;
    const visitor = await send(ph.host, api.path);
    tally.add(`${access} route`);
    if (access === 'public') {
      tally.equal(visitor.status, 401, `${visitor.label}: declared 'public', so a visitor on a login-to-home brand gets 401`);
      tally.check(visitor.body.includes('"errorCode":"CUSTOMER_NOT_LOGIN"'), `${visitor.label}: says why (${visitor.body.slice(0, 120)})`);
      const member = await send(ph.host, api.path, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
      tally.check(member.status !== 401, `${member.label} (signed in): answered (got ${member.status})`);
    } else {
      tally.check(visitor.status !== 401, `${visitor.label}: declared 'visitor', a way in, open without a session (got 401)`);
    }
  });
  await logOut(ph.host, cookie);
  tally.report(testInfo);
});

test('every route renders as the gate says on the open merchants; spec routes without a page are branded 404s', async ({}, testInfo) => {
  const tally = new Tally('routes on open merchants (visitor)');
  for (const m of [merchant('demo'), merchant('vn88')]) {
    // Every path in the default language; the built pages (and their aliases) in every other language too.
    const cases = [...merchantPaths(), ...m.languages.filter((l) => l !== m.defaultLanguage).flatMap((language) => pagePaths().map((p) => inLanguage(m, p, language)))];
    await pool(cases, 4, async (path) => checkLike(tally, await send(m.host, path), m, path, false));
  }
  tally.report(testInfo);
});

test('login-to-home: a visitor is sent to log in from every closed route and sees the open ones; a member sees every page, and 404s where there is none', async ({}, testInfo) => {
  const tally = new Tally('routes on the login-to-home merchant');
  const ph = merchant('ph');
  expect(ph.loginToHome, 'the seed has a login-to-home merchant').toBe(true);
  expect(gatedPaths(ph).length, 'the gate closes most routes').toBeGreaterThan(10);
  const cookie = await logIn(ph.host);
  const cases = ph.languages.flatMap((language) => merchantPaths().map((p) => inLanguage(ph, p, language)));
  await pool(cases, 4, async (path) => {
    checkLike(tally, await send(ph.host, path), ph, path, false);
    checkLike(tally, await send(ph.host, path, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }), ph, path, true);
  });
  await logOut(ph.host, cookie);
  tally.report(testInfo);
});
