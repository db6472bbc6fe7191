import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { watchNetwork } from './support/settle';
import { hideTab, isVitalsBeacon } from './support/vitals';

/**
 * What an operator sees of a run: Prometheus metrics on their own port, one JSON log line per request, and the request
 * id on the friendly error page. This suite runs its own sandbox and site (so it can read the site's log and stop the
 * platform), on ports of its own beside the lane's.
 */
const SITE_PORT = Number(process.env.E2E_PORT || 3100) + 9;
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT || 4100) + 9;
const METRICS_PORT = SITE_PORT + 6000;
const SITE = `http://localhost:${SITE_PORT}`;
const METRICS = `http://127.0.0.1:${METRICS_PORT}/metrics`;
let site: ChildProcess | null = null;
let sandbox: ChildProcess | null = null;
/** Everything the site wrote to stdout: its request log. */
let log = '';

async function waitFor(url: string) {
  await expect(async () => {
    const response = await fetch(url);
    expect(response.ok).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [250] });
}

test.beforeAll(async () => {
  // tsx as a loader, not its CLI: the sandbox is this very process, so stopping it (SIGSTOP) stops the platform.
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
    env: { ...process.env, PLATFORM_PORT: String(PLATFORM_PORT), PLATFORM_DB: `.data/e2e-metrics-platform-${PLATFORM_PORT}.db` },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${PLATFORM_PORT}/__sandbox/health`);
  await fetch(`http://127.0.0.1:${PLATFORM_PORT}/__sandbox/reset`, { method: 'POST' });
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
      SESSION_SECRET: 'e2e-metrics-session-secret-0123456789-abcdefgh',
      METRICS_PORT: String(METRICS_PORT),
      TRUST_PROXY: '1',
      PLATFORM_TIMEOUT_MS: '600',
      SITE_STATUS_TTL_MS: '500',
      SITE_COMPRESS: 'off',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  site.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  await waitFor(`${SITE}/api/health`);
});

test.afterAll(() => {
  sandbox?.kill('SIGCONT');
  site?.kill('SIGTERM');
  sandbox?.kill('SIGTERM');
});

async function scrape(): Promise<string> {
  const response = await fetch(METRICS);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in the scrape, 0 when it has none yet. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function logLines(): Record<string, unknown>[] {
  return log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('after a visit, the metrics show its page requests, a page cache hit, the platform calls, a vitals sample and a sign-in, for its merchant', async ({ page, request }) => {
  const before = await scrape();
  const promotions = 'site_http_requests_total{merchant="demo",route="/[host]/[locale]/promotions",method="GET",status="200"}';
  const hit = 'site_page_cache_events_total{merchant="demo",result="hit"}';
  const status = 'site_platform_calls_total{operation="SystemPath.STATUS",outcome="ok"}';
  const login = 'site_http_requests_total{merchant="demo",route="/api/session/login",method="POST",status="200"}';
  // The page's own time to first byte, from its vitals beacon (the sandbox samples every page view).
  const ttfb = 'site_web_vitals_seconds_count{merchant="demo",page_type="promotions",device="desktop",name="TTFB"}';

  await page.goto(`${SITE}/promotions`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const network = watchNetwork(page);
  const second = await page.goto(`${SITE}/promotions`);
  expect(second?.headers()['x-cache']).toBe('hit');
  expect(second?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The vitals reporter loads once the page has loaded and gone quiet; the player then leaves the tab.
  await network.settled();
  const beacon = page.waitForResponse((response) => isVitalsBeacon(response.request()));
  await hideTab(page, 'hidden');
  expect((await beacon).status()).toBe(204);
  const signIn = await request.post(`${SITE}/api/session/login`, { headers: { origin: SITE }, data: { username: 'player1', password: 'Player#2026' } });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await expect(async () => {
    const after = await scrape();
    expect(value(after, promotions) - value(before, promotions)).toBeGreaterThanOrEqual(2);
    expect(value(after, hit) - value(before, hit)).toBeGreaterThanOrEqual(1);
    expect(value(after, status)).toBeGreaterThanOrEqual(1);
    expect(value(after, 'site_platform_calls_total{operation="MemberPath.LOGIN",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, login) - value(before, login)).toBe(1);
    expect(value(after, 'site_sessions_opened_total{merchant="demo"}') - value(before, 'site_sessions_opened_total{merchant="demo"}')).toBe(1);
    // The beacon above, and the first view's too when its reporter had loaded before the page was left.
    expect(value(after, ttfb) - value(before, ttfb)).toBeGreaterThanOrEqual(1);
    expect(after).toContain('site_http_request_duration_seconds_bucket{le="0.5",merchant="demo",route="/[host]/[locale]/promotions"');
    expect(after).toMatch(/^site_platform_circuit_breaker_state 0$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
  }).toPass({ timeout: 5000 });

  // Each request's log line carries the id its response did.
  const id = second?.headers()['x-request-id'];
  await expect.poll(() => logLines().find((line) => line.requestId === id)).toMatchObject({
    merchant: 'demo',
    route: '/[host]/[locale]/promotions',
    method: 'GET',
    status: 200,
    cache: 'hit',
  });
});

test('the metrics are not reachable from the public host, with or without a credential', async ({ request }) => {
  for (const host of [`localhost:${SITE_PORT}`, `vn.localhost:${SITE_PORT}`, `unknown.example:${SITE_PORT}`]) {
    for (const headers of [{}, { authorization: 'Bearer anything' }] as Record<string, string>[]) {
      const response = await request.get(`http://127.0.0.1:${SITE_PORT}/metrics`, { headers: { host, ...headers }, maxRedirects: 0 });
      expect(response.status(), host).toBe(404);
      expect(await response.text()).not.toContain('site_http_requests_total');
    }
  }
  // The metrics' own port answers /metrics alone.
  expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404);
});

test('no username, password, token, cookie or visitor address reaches a log line or a metric', async ({ request }) => {
  const address = '203.0.113.77';
  const signIn = await request.post(`${SITE}/api/session/login`, {
    headers: { origin: SITE },
    data: { username: 'player1', password: 'Player#2026' },
  });
  expect(signIn.status()).toBe(200);
  const cookie = signIn.headers()['set-cookie']?.split(';')[0]?.split('=').slice(1).join('=') ?? '';
  expect(cookie.length).toBeGreaterThan(20);
  const refused = await request.post(`${SITE}/api/session/login`, {
    headers: { origin: SITE, 'x-forwarded-for': address },
    data: { username: 'agent1', password: 'Agent#2026-wrong' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const balance = await request.get(`${SITE}/api/wallet/balance?username=agent1&token=${cookie.slice(0, 24)}`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
  expect(balance.status()).toBeLessThan(500);
  await request.get(`${SITE}/promotions?token=${'t'.repeat(32)}`, { headers: { 'x-forwarded-for': address }, maxRedirects: 0 });

  await expect.poll(() => logLines().some((line) => line.network === '203.0.113.0/24' && line.route === '/api/session/login')).toBe(true);
  const metrics = await scrape();
  expect(metrics).toMatch(/^site_logins_failed_total\{merchant="demo",reason="[^"]+"\} [1-9]/m);
  // The request log: the JSON lines (the line saying the site is ready names the platform's own address).
  const requestLog = logLines().map((line) => JSON.stringify(line)).join('\n');
  expect(requestLog).toContain('"route":"/api/session/login"');
  for (const text of [requestLog, metrics]) {
    for (const secret of ['player1', 'agent1', 'Player#2026', 'Agent#2026', cookie, cookie.slice(0, 24), 't'.repeat(32), address, '198.51.100.23', '127.0.0.1']) {
      expect(text.includes(secret), `${secret} in ${text === requestLog ? 'the log' : 'the metrics'}`).toBe(false);
    }
  }
});

test('the page that says the platform is unreachable shows the request id its log line carries', async ({ page }) => {
  sandbox?.kill('SIGSTOP');
  try {
    let id: string | undefined;
    await expect(async () => {
      // A page no visitor has seen: with the platform away there is nothing to draw it from.
      const response = await page.goto(`${SITE}/help?unseen=${Date.now()}`);
      expect(response?.status()).toBe(503);
      id = response?.headers()['x-request-id'];
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(`Quote this reference if you contact support: ${id}`)).toBeVisible();
    await expect.poll(() => logLines().find((line) => line.requestId === id)).toMatchObject({ status: 503, merchant: 'demo' });
  } finally {
    sandbox?.kill('SIGCONT');
  }
});
