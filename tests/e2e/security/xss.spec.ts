import { expect, test, type APIRequestContext } from '@playwright/test';
import { originOf, pool, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { merchant, pageRoutes, type Merchant } from '../support/routes';
import { logIn, SESSION_COOKIE } from '../support/sessions';
import { resetPlatform, setMerchantStatus, siteUrl } from '../support/platform';
import { asTarget, REDIRECT_PAYLOADS, XSS_PAYLOADS } from '../support/payloads';
import { plantHostileContent, type HostileContent } from '../support/hostile-content';
import { injectionFindings, offSiteLinkFindings } from '../support/html-injection';
import { cspNonce } from '../support/security-headers';
import { armContext, probe } from '../support/browser-xss';

// Each test sweeps every route (the member centre added some sixty): minutes, not the default 45 s, on two cores.
test.describe.configure({ timeout: 300_000 });

/**
 * The security matrix, part 6: the XSS corpus (support/payloads.ts) through every path that renders HTML. Reflected:
 * every page route, the 404 and the invalid-address page with the corpus in the query, the path and the request
 * headers. Stored: the corpus as everything the platform publishes (notices, help articles, the footer's about text,
 * brand name, titles, vendor names, nicknames; banner, customer-service, download and social links), rendered by
 * every page route, the 404, the gate screens (maintenance, region restriction), the after-login dialog and the
 * account menu. The raw checks read the HTML the server sends (support/html-injection.ts: only injected markup is
 * reported, escaped text is fine); the browser checks (support/browser-xss.ts) open one page per rendering path
 * with the whole corpus in it and ask what ran.
 */

summarise('xss.spec.ts');

/** Query names pages read (or might: a page added later that reads one of them is covered). */
const REFLECT_PARAMS = ['next', 'entrance', 'code', 'aff', 'affiliateCode', 'referralCode', 'tag', 'q', 'id', 'category', 'gameCode', 'lang'];
/** Marks the planted content, so a test knows the site shows it (the site caches merchant content for a second). */
const MARK = 'XSS-MATRIX';

const CONTENT: HostileContent = {
  html: XSS_PAYLOADS,
  text: `${MARK} ${XSS_PAYLOADS.slice(0, 8).join(' ')}`,
  links: [...XSS_PAYLOADS.filter((p) => /script:|data:/i.test(p)), ...REDIRECT_PAYLOADS],
};

/** A header value Node will send: the payload as written when it can be, else percent-encoded. */
function headerValue(payload: string): string {
  return /^[\t\x20-\x7e]*$/.test(payload) ? payload : encodeURIComponent(payload);
}

/** `status`: what the page must answer (a gate screen's 503); otherwise anything but a server error. */
function checkHtml(tally: Tally, answer: Answer, m: Merchant, name: string, status?: number) {
  if (status) tally.equal(answer.status, status, `${name}: answers ${status}`);
  else tally.check(answer.status < 500, `${name}: no server error (got ${answer.status})`);
  if (!(answer.headers['content-type'] ?? '').includes('text/html')) return;
  for (const finding of injectionFindings(answer.body, cspNonce(answer))) tally.check(false, `${name}: ${finding}`);
  for (const finding of offSiteLinkFindings(answer.body, originOf(m.host))) tally.check(false, `${name}: ${finding}`);
}

/** Plants the corpus on `merchants` and waits until each shows it on `path`. */
async function plant(merchants: Merchant[]) {
  for (const m of merchants) expect(plantHostileContent(m.code, m.defaultLanguage, CONTENT), `fields written for ${m.code}`).toBeGreaterThan(20);
  for (const m of merchants) {
    await expect(async () => {
      const answer = await send(m.host, m.loginToHome ? '/login' : '/');
      expect(answer.body.includes(MARK)).toBe(true);
    }, `${m.code} shows the planted content`).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
  }
}

async function waitForGate(m: Merchant, marker: string) {
  await expect(async () => {
    const answer = await send(m.host, '/');
    expect(answer.body.includes(marker)).toBe(true);
  }, `${m.code} shows its gate screen`).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

async function restore(request: APIRequestContext) {
  await resetPlatform(request);
}

test('reflected: every page route, the 404 and the invalid-address page show the corpus in the query, path and headers as text only', async ({}, testInfo) => {
  const tally = new Tally('reflected XSS');
  const demo = merchant('demo');
  const ph = merchant('ph');
  const paths = [...pageRoutes().map((p) => p.path), '/no-such-page'];
  const cases = XSS_PAYLOADS.flatMap((payload) => [
    ...paths.map((path) => ({ m: demo, target: `${path}?${REFLECT_PARAMS.map((n) => `${n}=${encodeURIComponent(payload)}`).join('&')}`, payload })),
    // The payload as the address (a 404, or the 400 page where it is not valid percent-encoding).
    { m: demo, target: asTarget(`/${payload}`).replace(/[?#]/g, (c) => encodeURIComponent(c)), payload },
  ]);
  // The login-to-home merchant's open pages (disclaimer, another brand's frame) with the whole corpus at once.
  const corpus = XSS_PAYLOADS.join(' ');
  for (const path of ['/login', '/register', '/helpmc']) {
    cases.push({ m: ph, target: `${path}?${['next', 'code', 'referralCode'].map((n) => `${n}=${encodeURIComponent(corpus)}`).join('&')}`, payload: corpus });
  }
  await pool(cases, 4, async ({ m, target, payload }) => {
    const answer = await send(m.host, target, {
      headers: { referer: headerValue(`${originOf(m.host)}/${payload}`), 'user-agent': headerValue(payload), 'accept-language': headerValue(payload) },
    });
    tally.add(target.includes('?') ? 'query' : 'path');
    checkHtml(tally, answer, m, `GET ${m.host} ${target.slice(0, 80)}`);
  });
  tally.report(testInfo);
});

test('stored: the corpus as platform content renders as text on every page route, the 404, the gate screens and in the API, and its links go nowhere else', async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  const tally = new Tally('stored XSS');
  const demo = merchant('demo');
  const ph = merchant('ph');
  try {
    await plant([demo, ph]);
    const cookie = `${SESSION_COOKIE}=${await logIn(demo.host)}`;
    const phCookie = `${SESSION_COOKIE}=${await logIn(ph.host)}`;
    type Case = { m: Merchant; path: string; headers: Record<string, string>; label: string };
    const cases: Case[] = [
      ...pageRoutes().flatMap(({ path }): Case[] => [
        { m: demo, path, headers: {}, label: 'visitor' },
        { m: demo, path, headers: { cookie }, label: 'member' },
        { m: ph, path, headers: {}, label: 'visitor' },
        { m: ph, path, headers: { cookie: phCookie }, label: 'member' },
      ]),
      { m: demo, path: '/no-such-page', headers: {}, label: '404' },
      { m: demo, path: '/%', headers: {}, label: 'invalid address' },
      // Region restriction: the sandbox restricts ph for 203.0.113.0/24.
      { m: ph, path: '/', headers: { 'x-forwarded-for': '203.0.113.9' }, label: 'region restriction' },
    ];
    await pool(cases, 4, async ({ m, path, headers, label }) => {
      const answer = await send(m.host, path, { headers });
      const name = `GET ${m.host} ${path} (${label})`;
      tally.add(label);
      checkHtml(tally, answer, m, name);
      // The planted content reached this answer (the brand name is on every screen with the merchant's name).
      if (answer.status !== 307) tally.check(answer.body.includes(MARK), `${name}: shows the planted content`);
    });

    // The JSON that client components render: the after-login notices (HTML) and the account menu (nickname, label).
    for (const [path, headers] of [
      ['/api/session/after-login', { cookie }],
      ['/api/member/summary', { cookie }],
    ] as [string, Record<string, string>][]) {
      const answer = await send(demo.host, path, { headers });
      tally.add('API');
      tally.equal(answer.status, 200, `GET ${path}: answers`);
      tally.check((answer.headers['content-type'] ?? '').startsWith('application/json'), `GET ${path}: JSON, never HTML`);
      tally.check(answer.body.includes(MARK), `GET ${path}: carries the planted content`);
      const htmls = [...answer.body.matchAll(/"html":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string);
      for (const html of htmls) for (const finding of injectionFindings(html, null)) tally.check(false, `GET ${path}: ${finding}`);
    }

    // Maintenance: the gate screen with the planted brand and contact link.
    await setMerchantStatus(request, demo.code, 1, '2030-01-02T03:04:00Z');
    await waitForGate(demo, 'maintenance-end');
    for (const path of ['/', '/login', '/no-such-page']) {
      const answer = await send(demo.host, path);
      tally.add('maintenance');
      checkHtml(tally, answer, demo, `GET ${demo.host} ${path} (maintenance)`, 503);
      tally.check(answer.body.includes(MARK), `GET ${demo.host} ${path} (maintenance): shows the planted content`);
    }
  } finally {
    // The reset also ends the sessions of this test.
    await restore(request);
  }
  tally.report(testInfo);
});

test('in a browser nothing of the corpus runs: one page per rendering path, with the corpus planted and in the address', async ({ browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const tally = new Tally('XSS in the browser');
  const demo = merchant('demo');
  const ph = merchant('ph');
  const corpus = encodeURIComponent(XSS_PAYLOADS.join(' '));
  const query = `?${['next', 'code', 'referralCode'].map((n) => `${n}=${corpus}`).join('&')}`;
  const contexts = [];
  try {
    await plant([demo, ph]);
    const visitor = await browser.newContext();
    const member = await browser.newContext();
    const restricted = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' } });
    contexts.push(visitor, member, restricted);
    for (const context of contexts) await armContext(context);
    // The disclaimer (ph) and the after-login dialog are rendering paths of their own: they show, not skipped.
    await member.addInitScript(() => window.sessionStorage.setItem('afterLoginPending', 'true'));
    await member.addCookies([{ name: SESSION_COOKIE, value: await logIn(demo.host), domain: demo.host, path: '/' }]);

    const pages: { label: string; context: typeof visitor; url: string; interact?: Parameters<typeof probe>[2] }[] = [
      // Every page route, with the corpus in its query too.
      ...pageRoutes().map(({ path }) => ({ label: `page ${path}`, context: visitor, url: siteUrl(demo.host, `${path}${query}`) })),
      { label: '404', context: visitor, url: siteUrl(demo.host, `/${encodeURIComponent(XSS_PAYLOADS.slice(0, 12).join(' '))}`) },
      { label: 'login-to-home brand with its disclaimer', context: visitor, url: siteUrl(ph.host, `/login${query}`) },
      { label: 'region restriction screen', context: restricted, url: siteUrl(ph.host, '/') },
      {
        label: 'member: after-login dialog and account menu',
        context: member,
        url: siteUrl(demo.host, '/'),
        interact: async (page) => {
          await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: /account menu/i }).first().click();
          await expect(page.getByText(MARK).first()).toBeVisible({ timeout: 10_000 });
        },
      },
    ];
    for (const { label, context, url, interact } of pages) {
      const page = await context.newPage();
      const result = await probe(page, url, interact);
      tally.add();
      for (const finding of result.findings) tally.check(false, `${label} (${url.slice(0, 70)}): ${finding}`);
      tally.check((await page.content()).includes(MARK), `${label}: shows the planted content`);
      await page.close();
    }

    await setMerchantStatus(request, demo.code, 1, '2030-01-02T03:04:00Z');
    await waitForGate(demo, 'maintenance-end');
    const page = await visitor.newPage();
    const result = await probe(page, siteUrl(demo.host, '/'));
    tally.add();
    for (const finding of result.findings) tally.check(false, `maintenance screen: ${finding}`);
    await page.close();
  } finally {
    for (const context of contexts) await context.close();
    await restore(request);
  }
  tally.report(testInfo);
});
