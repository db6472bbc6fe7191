import { expect, test } from '@playwright/test';
import { flightProps, originOf, pool, resolvedLocation, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { gatedPaths, inLanguage, merchant, MERCHANTS, pageRoutes, type Merchant } from '../support/routes';
import { logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { resetPlatform } from '../support/platform';
import { asTarget, REDIRECT_PAYLOADS } from '../support/payloads';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 5: the open-redirect corpus (support/payloads.ts) on every redirect target of the site:
 * the login page's return path (?next=) for a member (a server redirect) and for a visitor (handed to the form, which
 * continues there after signing in), login-to-home's return path built from the address asked for, the language
 * redirects (a redundant default-language prefix, the stored language choice), the framework's own normalising
 * redirects, and every page route with the corpus in the query names redirects usually read. Every Location (and
 * Refresh) must resolve to the site's own origin and carry no injected header. Platform-supplied link targets
 * (banners, customer service, downloads, links in platform HTML) get the same corpus in xss.spec.ts.
 */

summarise('redirects.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

/** Query names that redirects commonly read: a page added later that reads one of them is covered here. */
const REDIRECT_PARAMS = ['next', 'returnTo', 'return', 'returnUrl', 'redirect', 'redirect_uri', 'url', 'backUrl', 'continue', 'callback'];

/** Any redirect in `answer` stays on `m`'s origin, and no header was injected through the address. */
function checkStaysOnSite(tally: Tally, answer: Answer, m: Merchant, name: string) {
  const own = originOf(m.host);
  tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
  tally.check(!('x-injected' in answer.headers), `${name}: no header injected through the address`);
  const locations = (answer.headers['location'] ?? '').split(', ').filter(Boolean);
  tally.check(locations.length <= 1, `${name}: one Location at most (${answer.headers['location']})`);
  if (answer.status >= 300 && answer.status < 400) {
    tally.check(locations.length === 1, `${name}: a redirect names where to`);
    tally.equal(resolvedLocation(answer, m.host)?.origin, own, `${name}: the redirect stays on the site (Location ${answer.headers['location']})`);
  }
  const refresh = answer.headers['refresh'] ?? /<meta[^>]+http-equiv="?refresh"?[^>]+content="([^"]*)"/i.exec(answer.body)?.[1];
  if (refresh) {
    const url = /url=(.*)$/i.exec(refresh)?.[1]?.trim() ?? '';
    let origin = '';
    try {
      origin = new URL(url, `${own}/`).origin;
    } catch {
      origin = 'unparsable';
    }
    tally.equal(origin, own, `${name}: a refresh stays on the site (${refresh})`);
  }
}

/** A return path the site hands to its own form: none, or a path of this site that is not a login page. */
function checkReturnPath(tally: Tally, value: unknown, m: Merchant, name: string) {
  if (value === null) return;
  const text = String(value);
  let origin = '';
  try {
    origin = new URL(text, `${originOf(m.host)}/`).origin;
  } catch {
    origin = 'unparsable';
  }
  tally.check(typeof value === 'string' && text.startsWith('/') && !/^\/[/\\]/.test(text), `${name}: the form's return path is a path of this site (${text})`);
  tally.equal(origin, originOf(m.host), `${name}: the form's return path resolves on the site`);
}

/** The corpus as query values: percent-encoded, and as written wherever a request target allows it. */
function queryForms(payload: string): string[] {
  const encoded = encodeURIComponent(payload);
  const written = asTarget(payload).replace(/[#&]/g, (c) => encodeURIComponent(c));
  return written === encoded ? [encoded] : [encoded, written];
}

test('the login page\u2019s return path (?next=) sends a member nowhere but this site, and gives a visitor\u2019s form nothing else', async ({}, testInfo) => {
  const tally = new Tally('login return path');
  const sessions = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await logIn(m.host)] as const)));
  // A member on each merchant's login page (demo's also in another language), every entry percent-encoded and, on
  // demo, also as written; a visitor on demo's (the form's props are one code path for every merchant).
  const demo = merchant('demo');
  const other = demo.languages.find((l) => l !== demo.defaultLanguage)!;
  const cases = REDIRECT_PAYLOADS.flatMap((payload) => {
    const [encoded, written] = queryForms(payload);
    return [
      ...MERCHANTS.map((m) => ({ m, path: '/login', query: encoded!, visitor: m.code === demo.code })),
      { m: demo, path: inLanguage(demo, '/login', other), query: encoded!, visitor: false },
      ...(written ? [{ m: demo, path: '/login', query: written, visitor: true }] : []),
    ];
  });
  await pool(cases, 4, async ({ m, path, query, visitor: asVisitor }) => {
    const target = `${path}?next=${query}`;
    const member = await send(m.host, target, { headers: { cookie: `${SESSION_COOKIE}=${sessions[m.code]}` } });
    tally.add('member');
    const name = `GET ${m.host} ${target}`;
    checkStaysOnSite(tally, member, m, `${name} (member)`);
    tally.check(member.status >= 300 && member.status < 400, `${name} (member): a member on /login is sent on (got ${member.status})`);
    if (asVisitor) {
      const visitor = await send(m.host, target);
      tally.add('visitor');
      checkStaysOnSite(tally, visitor, m, `${name} (visitor)`);
      const props = flightProps(visitor.body, 'returnTo');
      tally.check(visitor.status !== 200 || props.length > 0, `${name} (visitor): the login form gets a return path prop (none found: has the form changed?)`);
      for (const value of props) checkReturnPath(tally, value, m, `${name} (visitor)`);
    }
  });
  await Promise.all(MERCHANTS.map((m) => logOut(m.host, sessions[m.code]!)));
  tally.report(testInfo);
});

test('login-to-home\u2019s return path, built from the address asked for, leads back to this site only', async ({}, testInfo) => {
  const tally = new Tally('login-to-home return path');
  const gated = MERCHANTS.filter((m) => m.loginToHome);
  expect(gated.length, 'the seed has a login-to-home merchant').toBeGreaterThan(0);
  const sessions = Object.fromEntries(await Promise.all(gated.map(async (m) => [m.code, await logIn(m.host)] as const)));
  const cases = gated.flatMap((m) => {
    const closed = gatedPaths(m).find((g) => g.path !== '/')!.path;
    return REDIRECT_PAYLOADS.flatMap((payload) => [
      // The payload as the address itself, and as the query of a closed route (the return path keeps the query).
      { m, target: asTarget(payload.startsWith('/') ? payload : `/${payload}`) },
      { m, target: `${closed}?next=${encodeURIComponent(payload)}` },
      { m, target: `${closed}?${asTarget(payload).replace(/#/g, '%23')}` },
    ]);
  });
  await pool(cases, 4, async ({ m, target }) => {
    const visitor = await send(m.host, target);
    tally.add('visitor');
    checkStaysOnSite(tally, visitor, m, `${visitor.label} (visitor)`);
    const location = resolvedLocation(visitor, m.host);
    if (!location || location.origin !== originOf(m.host)) return;
    // Follow it as a member would after signing in (the login page redirects members to the return path at once).
    const member = await send(m.host, `${location.pathname}${location.search}`, { headers: { cookie: `${SESSION_COOKIE}=${sessions[m.code]}` } });
    tally.add('member, following it');
    checkStaysOnSite(tally, member, m, `GET ${m.host} ${location.pathname}${location.search} (member, from ${target})`);
  });
  await Promise.all(gated.map((m) => logOut(m.host, sessions[m.code]!)));
  tally.report(testInfo);
});

test('the language redirects and the framework\u2019s normalising redirects stay on the site, whatever the address', async ({}, testInfo) => {
  const tally = new Tally('language and normalising redirects');
  const cases = MERCHANTS.flatMap((m) => {
    const other = m.languages.find((l) => l !== m.defaultLanguage);
    return REDIRECT_PAYLOADS.flatMap((payload) => {
      const path = asTarget(payload.startsWith('/') ? payload : `/${payload}`);
      return [
        { m, label: 'as the address', target: path, cookie: undefined as string | undefined },
        // "/en/…" on an English-default merchant is sent to "/…": the rest of the address becomes the Location.
        { m, label: 'after the default language prefix', target: `/${m.defaultLanguage}${path}`, cookie: undefined },
        // A stored language choice sends an unprefixed address to its prefixed form.
        ...(other ? [{ m, label: `with the stored language ${other}`, target: path, cookie: `NEXT_LOCALE=${other}` }] : []),
      ];
    });
  });
  await pool(cases, 4, async ({ m, label, target, cookie }) => {
    const answer = await send(m.host, target, { headers: cookie ? { cookie } : {} });
    tally.add(label.startsWith('with the stored') ? 'stored language' : label);
    checkStaysOnSite(tally, answer, m, `${answer.label} [${label}]`);
  });
  tally.report(testInfo);
});

test('every page route, asked with the corpus in the query names redirects read, redirects only on the site', async ({}, testInfo) => {
  const tally = new Tally('page routes with redirect parameters');
  const demo = merchant('demo');
  const ph = merchant('ph');
  const sessions = { demo: await logIn(demo.host), ph: await logIn(ph.host) };
  // The corpus entries that differ most in kind (scheme, slashes, dot segments, encodings, controls, userinfo); as a
  // visitor on both merchants (ph sends every closed route to log in), as a member on demo.
  const payloads = REDIRECT_PAYLOADS.filter((_, i) => i % 4 === 0);
  const cases = [demo, ph].flatMap((m) =>
    pageRoutes().flatMap(({ path }) =>
      payloads.flatMap((payload) =>
        (m.code === demo.code ? [false, true] : [false]).map((member) => ({ m, member, target: `${path}?${REDIRECT_PARAMS.map((name) => `${name}=${encodeURIComponent(payload)}`).join('&')}` })),
      ),
    ),
  );
  await pool(cases, 4, async ({ m, member, target }) => {
    const cookie = member ? `${SESSION_COOKIE}=${sessions[m.code as 'demo' | 'ph']}` : undefined;
    const answer = await send(m.host, target, { headers: cookie ? { cookie } : {} });
    tally.add(member ? 'member' : 'visitor');
    checkStaysOnSite(tally, answer, m, `GET ${m.host} ${target.slice(0, 60)} (${member ? 'member' : 'visitor'})`);
  });
  await logOut(demo.host, sessions.demo);
  await logOut(ph.host, sessions.ph);
  tally.report(testInfo);
});
