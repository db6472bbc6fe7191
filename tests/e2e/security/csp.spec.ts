import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Severity } from 'csp_evaluator/dist/finding';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator';
import { CspParser } from 'csp_evaluator/dist/parser';
import { pool, send, type Answer } from '../support/http';
import { summarise, Tally } from '../support/tally';
import { merchant, MERCHANTS, otherPagePaths, pageRoutes } from '../support/routes';
import { logIn, logOut, SESSION_COOKIE } from '../support/sessions';
import { acceptDisclaimer, ACCOUNTS, HOSTS, resetPlatform, setMerchantStatus, siteUrl, skipAfterLoginNotices } from '../support/platform';
import { cspDirectives, cspNonce } from '../support/security-headers';

test.describe.configure({ timeout: 300_000 });

/**
 * The page Content-Security-Policy: scripts by nonce (strict-dynamic), `<style>` elements by the
 * same nonce or by the hash of a library's own text, and `'unsafe-inline'` nowhere but `style-src-attr` (style
 * attributes in server-rendered markup). Two halves:
 * - every page policy the site serves (every route, visitor and member, each merchant, cached and member-frame pages,
 *   the 404 and 400 pages, gate screens, "site not found", the offline page) under Google's CSP Evaluator: no high
 *   finding, and no `'unsafe-inline'` outside `style-src-attr`;
 * - the pages in Chromium with everything that adds a `<style>` at run time (a Radix dialog, menu and drawer, their
 *   scroll lock; a sonner toast; a chart): not one violation report, every `<style>` applied, and a `<style>` without
 *   the nonce refused (the policy is really enforced, not merely permissive).
 */

summarise('csp.spec.ts');

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});

/** What is wrong with a page policy; empty when it is right. */
function policyProblems(policy: string, nonce: string | null): string[] {
  const problems: string[] = [];
  const parsed = new CspParser(policy).csp;
  for (const finding of new CspEvaluator(parsed).evaluate()) {
    if (finding.severity === Severity.HIGH || finding.severity === Severity.SYNTAX) {
      problems.push(`CSP Evaluator ${finding.severity === Severity.HIGH ? 'high' : 'syntax'} finding on ${finding.directive}: ${finding.description}`);
    }
  }
  const directives = cspDirectives(policy);
  for (const [name, values] of directives) {
    if (values.includes("'unsafe-inline'") && name !== 'style-src-attr') problems.push(`'unsafe-inline' in ${name}`);
  }
  // <style> elements: the page's own nonce (or a library's hash), never anything inline; the fallback for browsers
  // without the split directives says the same.
  for (const name of ['style-src-elem', 'style-src']) {
    const values = directives.get(name);
    if (!values) problems.push(`no ${name}`);
    else if (nonce && !values.includes(`'nonce-${nonce}'`)) problems.push(`${name} does not name the page's nonce (${values.join(' ')})`);
  }
  return problems;
}

const NONCE = /'nonce-[^']+'/g;

test('every page policy passes the CSP Evaluator, with unsafe-inline only in style-src-attr', async ({ request }, testInfo) => {
  const tally = new Tally('page policies');
  // A policy is the same text on every response but for its nonce: each distinct one is evaluated once, named by the
  // first response that carried it.
  const policies = new Map<string, { label: string; policy: string; nonce: string | null }>();
  const collect = (answer: Answer, kind: string) => {
    tally.add(kind);
    const policy = answer.headers['content-security-policy'] ?? '';
    const html = (answer.headers['content-type'] ?? '').includes('text/html');
    if (!html) return;
    tally.check(policy !== '', `${answer.label} (${kind}): a page without a Content-Security-Policy`);
    const key = policy.replace(NONCE, "'nonce-…'");
    if (!policies.has(key)) policies.set(key, { label: `${answer.label} (${kind}, ${answer.status})`, policy, nonce: cspNonce(answer) });
    // The nonce of this response is the one its <style> and <script> elements carry.
    const nonce = cspNonce(answer);
    if (nonce) {
      for (const [, attributes] of answer.body.matchAll(/<style\b([^>]*)>/g)) {
        tally.check(attributes!.includes(`nonce="${nonce}"`), `${answer.label} (${kind}): <style${attributes}> without this response's nonce`);
      }
    }
  };

  const sessions = Object.fromEntries(await Promise.all(MERCHANTS.map(async (m) => [m.code, await logIn(m.host)] as const)));
  try {
    const cases = MERCHANTS.flatMap((m) => {
      const cookie = `${SESSION_COOKIE}=${sessions[m.code]}`;
      return [
        ...pageRoutes().map(({ path }) => ({ kind: 'page (visitor)', host: m.host, path, headers: {} as Record<string, string> })),
        ...pageRoutes().map(({ path }) => ({ kind: 'page (member)', host: m.host, path, headers: { cookie } })),
        { kind: 'merchant 404', host: m.host, path: '/csp-no-such-page', headers: {} },
        { kind: 'invalid address', host: m.host, path: '/%', headers: {} },
        { kind: 'offline page', host: m.host, path: '/offline', headers: {} },
      ];
    });
    await pool(cases, 4, async (c) => collect(await send(c.host, c.path, { headers: c.headers }), c.kind));
    // Pages from the page cache and a member's frame: the same policy with the response's own nonce (and the offline
    // page's <style> with it). Asked until one is a hit (a cached page lives PUBLIC_DATA_TTL_MS, a second in the lanes).
    const fromCache = async (kind: string, host: string, path: string, header: string, cookie?: string) => {
      await expect(async () => {
        const answer = await send(host, path, cookie ? { headers: { cookie } } : {});
        collect(answer, kind);
        expect(answer.headers[header], answer.label).toBe('hit');
      }).toPass({ timeout: 15_000, intervals: [0] });
    };
    for (const m of MERCHANTS) {
      await fromCache('page cache', m.host, '/login', 'x-cache');
      await fromCache('offline page (page cache)', m.host, '/offline', 'x-cache');
      await fromCache('member frame', m.host, '/', 'x-member-frame', `${SESSION_COOKIE}=${sessions[m.code]}`);
    }
    // Screens of no merchant, and the pages outside the merchant tree.
    for (const path of ['/', ...otherPagePaths()]) collect(await send('unseeded.localhost', path), 'site not found');
    // Gate screens: region restriction and maintenance.
    collect(await send(HOSTS.ph, '/', { headers: { 'x-forwarded-for': '203.0.113.9' } }), 'region restriction');
    await setMerchantStatus(request, merchant('vn88').code, 1, '2030-01-02T03:04:00Z');
    await expect(async () => expect((await send(HOSTS.vn88, '/')).body).toContain('maintenance-end')).toPass({ timeout: 15_000 });
    collect(await send(HOSTS.vn88, '/'), 'maintenance');
  } finally {
    await resetPlatform(request);
    await Promise.all(MERCHANTS.map((m) => logOut(m.host, sessions[m.code]!)));
  }

  for (const { label, policy, nonce } of policies.values()) {
    tally.add('distinct policies evaluated');
    for (const problem of policyProblems(policy, nonce)) tally.check(false, `${label}: ${problem}`);
  }
  // The merchants differ (analytics, image and game origins): more than one policy was seen and evaluated.
  tally.check(policies.size >= 2, `distinct page policies: ${policies.size}`);
  // The check itself can fail: the policy this one replaced ('unsafe-inline' in style-src), and an inline script.
  tally.check(policyProblems("default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'", null).length > 0, 'the check refuses style-src unsafe-inline');
  tally.check(policyProblems("script-src 'unsafe-inline'; style-src-elem 'self'; style-src 'self'", null).length > 0, 'the check refuses an inline script');
  tally.report(testInfo);
});

/** Before any page of the context: every violation report, as a line. */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      w.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? ` "${event.sample}"` : ''}${where}`);
    });
  });
}

const CANARY = 'csp-canary';

/**
 * What the page has seen so far: violation reports and console CSP errors, and every `<style>` that did not apply. Then
 * a `<style>` without the nonce is added, as injected markup would be: it must be refused (and is left out of the rest).
 */
async function pageState(page: Page, consoleErrors: string[]): Promise<{ problems: string[]; canaryRefused: boolean; styles: number }> {
  // The console's CSP errors so far: the canary's own refusal is logged after this.
  const logged = [...consoleErrors];
  const state = await page.evaluate(async (canary) => {
    const w = window as unknown as { __csp?: string[] };
    const before = [...(w.__csp ?? ['(the init script did not run)'])];
    const styles = Array.from(document.querySelectorAll('style'));
    const unapplied = styles.filter((s) => !s.sheet).map((s) => (s.textContent ?? '').slice(0, 80));
    const style = document.createElement('style');
    style.id = canary;
    style.textContent = `#${canary}{color:red}`;
    // A style that applies has its sheet at once; a refused one has none, and its violation report is an event queued
    // at the insertion: wait for that event (at most a second, only when it fails to come).
    const reported = new Promise<void>((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(), { once: true });
      setTimeout(resolve, 1000);
    });
    document.head.appendChild(style);
    if (!style.sheet) await reported;
    const refused = !style.sheet && (w.__csp ?? []).length > before.length;
    style.remove();
    return { before, unapplied, refused, styles: styles.length };
  }, CANARY);
  return {
    problems: [
      ...state.before.map((v) => `CSP violation: ${v}`),
      ...logged.map((e) => `console: ${e}`),
      ...state.unapplied.map((text) => `a <style> that did not apply: ${text}`),
    ],
    canaryRefused: state.refused,
    styles: state.styles,
  };
}

interface Visit {
  label: string;
  path: string;
  host?: string;
  member?: boolean;
  width?: number;
  /** Before the page loads (an init script). */
  prepare?: (page: Page) => Promise<unknown>;
  /** What a visitor does there (open a dialog, show a toast). */
  act?: (page: Page) => Promise<void>;
  /** The page then has a <style> element (so the visit checks what it claims to). */
  addsStyle?: boolean;
}

const PHONE = 390;
const DESK = 1280;

const VISITS: Visit[] = [
  { label: 'home', path: '/' },
  { label: 'home again (page cache)', path: '/' },
  { label: 'home on a phone', path: '/', width: PHONE },
  { label: 'slots', path: '/rng' },
  { label: 'login', path: '/login' },
  { label: 'register', path: '/register' },
  { label: 'register with a captcha', path: '/register', host: HOSTS.vn88 },
  { label: 'offline page', path: '/offline', addsStyle: true },
  {
    label: 'login dialog (Radix dialog and its scroll lock)',
    addsStyle: true,
    path: '/',
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    label: 'login dialog after a client navigation (the document keeps its first nonce)',
    path: '/',
    addsStyle: true,
    act: async (page) => {
      await page.locator('a[href="/rng"]').first().click();
      await page.waitForURL(/\/rng$/);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    label: 'side menu drawer on a phone',
    addsStyle: true,
    path: '/',
    width: PHONE,
    act: async (page) => {
      await page.getByRole('button', { name: 'Side menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    label: 'toast (sonner)',
    addsStyle: true,
    path: '/',
    // The confirmation a page hands to the next one (components/system/next-page-toast.tsx): a real toast, shown as
    // the page hydrates.
    prepare: (page) => page.addInitScript(() => window.sessionStorage.setItem('nextPageToast', 'CSP check toast')),
    act: async (page) => {
      await expect(page.getByText('CSP check toast')).toBeVisible();
    },
  },
  { label: 'member home (member frame)', path: '/', member: true },
  { label: 'member centre', path: '/member/securityCenter', member: true },
  { label: 'member centre on a phone', path: '/member/securityCenter', member: true, width: PHONE },
  {
    label: 'profit chart',
    path: '/member/personalProfit',
    member: true,
    act: async (page) => {
      await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    label: 'account menu (Radix dropdown)',
    addsStyle: true,
    path: '/',
    member: true,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /account menu for player1/i }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

test('in Chromium no page reports a CSP violation, every <style> applies, and one without the nonce is refused', async ({ browser }, testInfo) => {
  const tally = new Tally('CSP in the browser');
  for (const visit of VISITS) {
    tally.add('pages');
    const host = visit.host ?? HOSTS.demo;
    const context = await browser.newContext({ viewport: { width: visit.width ?? DESK, height: visit.width === PHONE ? 844 : 800 } });
    try {
      await watchViolations(context);
      const page = await context.newPage();
      await acceptDisclaimer(page);
      await skipAfterLoginNotices(page);
      if (visit.member) {
        const value = await logIn(host, ACCOUNTS.player);
        await context.addCookies([{ name: SESSION_COOKIE, value, domain: host, path: '/' }]);
      }
      if (visit.prepare) await visit.prepare(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text().slice(0, 300));
      });
      const response = await page.goto(siteUrl(host, visit.path), { waitUntil: 'load' });
      tally.check(response?.ok() ?? false, `${visit.label}: ${visit.path} answered ${response?.status()}`);
      if (visit.act) {
        // A step that fails (a toast that never shows, unstyled) is one failed check; the other pages still run.
        await visit.act(page).catch((error: unknown) => tally.check(false, `${visit.label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
      }
      // Hydration, lazy islands and their styles.
      await page.waitForLoadState('networkidle');
      const state = await pageState(page, consoleErrors);
      for (const problem of state.problems) tally.check(false, `${visit.label} (${visit.path}): ${problem}`);
      tally.check(state.canaryRefused, `${visit.label} (${visit.path}): a <style> without the nonce was applied (the policy allows inline styles)`);
      if (visit.addsStyle) tally.check(state.styles > 0, `${visit.label}: the page has a <style> (the visit checks what it claims to)`);
    } finally {
      await context.close();
    }
  }
  tally.report(testInfo);
});
