import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SystemPath } from '@site/platform-contract';
import { GamesPath } from '@site/platform-contract/games';
import { startOtlpSink, type ExportedSpan, type OtlpSink } from './support/otlp-sink';
import { E2E_SESSION_SECRET, HOSTS, hostRequest, PLATFORM } from './support/platform';

/**
 * Traces: a request that reaches the site with a W3C `traceparent` reaches the platform in the same trace, on every
 * platform call it makes: the sandbox keeps the trace id of each call it gets (GET /__sandbox/traces). The e2e lanes
 * export no traces (no OTEL_EXPORTER_OTLP_ENDPOINT): this is the propagation that works without the SDK
 * (server/tracing.ts); with it, the site's own spans sit between the two, which the last tests read from a site of
 * their own that exports them to a stand-in collector (support/otlp-sink.ts).
 */

const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, header: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
};

async function callsOf(request: import('@playwright/test').APIRequestContext, traceId: string) {
  const response = await request.get(`${PLATFORM}/__sandbox/traces?traceId=${traceId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { requests: { traceId: string; method: string; path: string }[] }).requests;
}

test('a page request with a traceparent: its platform calls carry the same trace id', async ({ request }) => {
  const { traceId, header } = traceparent();
  // A visitor address of its own: the merchant's status is asked afresh for it, within this request.
  const { url, headers } = hostRequest(HOSTS.demo, '/promotions');
  const response = await request.get(url, { headers: { ...headers, traceparent: header, 'x-forwarded-for': '198.51.100.71' } });
  expect(response.status()).toBe(200);
  const calls = await callsOf(request, traceId);
  expect(calls.map((call) => call.path)).toContain('/wps/system/status');
  for (const call of calls) expect(call.traceId).toBe(traceId);
});

test('a page the cache fills, with a traceparent: the fill renders in the same trace, and its platform calls carry it', async ({ request }) => {
  const { traceId, header } = traceparent();
  // A search no one has made: a page the cache does not hold yet, whose render asks the platform for its games.
  const { url, headers } = hostRequest(HOSTS.demo, `/games?q=${randomBytes(4).toString('hex')}`);
  const response = await request.get(url, { headers: { ...headers, traceparent: header, 'x-forwarded-for': '198.51.100.74' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-cache']).toBe('miss');
  const calls = await callsOf(request, traceId);
  expect(calls.map((call) => call.path)).toContain(GamesPath.GAME_LIST);
  for (const call of calls) expect(call.traceId).toBe(traceId);
});

test('an API request with a traceparent: its platform call carries the same trace id', async ({ request }) => {
  const { traceId, header } = traceparent();
  const { url, headers } = hostRequest(HOSTS.vn88, '/api/register/username?username=tracecheck7');
  const response = await request.get(url, { headers: { ...headers, traceparent: header, 'x-forwarded-for': '198.51.100.72' } });
  expect(response.status()).toBe(200);
  const calls = await callsOf(request, traceId);
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/wps/system/status']));
});

test('a request without one, or with a malformed one, starts no trace on the platform', async ({ request }) => {
  const traceId = randomBytes(16).toString('hex');
  const { url, headers } = hostRequest(HOSTS.demo, '/api/register/username?username=tracecheck8');
  const response = await request.get(url, { headers: { ...headers, traceparent: `00-${traceId}-zz-01`, 'x-forwarded-for': '198.51.100.73' } });
  expect(response.status()).toBe(200);
  expect(await callsOf(request, traceId)).toEqual([]);
});

test('the sandbox refuses a trace id that is not one', async ({ request }) => {
  expect((await request.get(`${PLATFORM}/__sandbox/traces?traceId=xyz`)).status()).toBe(400);
});

test.describe('with traces exported to a collector', () => {
  /** Ports of their own beside the lane's (metrics.spec takes + 9). */
  const PORTS = { cache: Number(process.env.E2E_PORT || 3100) + 7, stop: Number(process.env.E2E_PORT || 3100) + 8 };
  let sink: OtlpSink;
  let site: ChildProcess | null = null;

  /** The built site exporting its spans to the sink, on the lane's platform; resolves once it answers. */
  async function startTracedSite(port: number, env: Record<string, string>) {
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        PLATFORM_URL: PLATFORM,
        SESSION_SECRET: E2E_SESSION_SECRET,
        SITE_COMPRESS: 'off',
        SITE_LOG: 'off',
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
        OTEL_SERVICE_NAME: 'site-under-test',
        ...env,
      },
    });
    const exited = new Promise<number | null>((resolve) => site!.once('exit', (code) => resolve(code)));
    await expect
      .poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false), { message: 'the traced site did not come up', timeout: 90_000, intervals: [250] })
      .toBe(true);
    return { exited, get: (path: string, headers: Record<string, string>) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `${HOSTS.demo}:${port}`, ...headers } }) };
  }

  const spansOf = (traceId: string) => sink.spans.filter((span) => span.traceId === traceId);
  /** Whether `span` lies beneath `ancestor` in its trace. */
  function beneath(span: ExportedSpan, ancestor: ExportedSpan, spans: ExportedSpan[]): boolean {
    for (let at: ExportedSpan | undefined = span; at; at = spans.find((s) => s.spanId === at!.parentSpanId)) {
      if (at.parentSpanId === ancestor.spanId) return true;
    }
    return false;
  }

  test.beforeEach(async () => {
    sink = await startOtlpSink();
  });

  test.afterEach(async () => {
    site?.kill('SIGTERM');
    site = null;
    await sink.close();
  });

  test('a page the cache fills, then serves: the lookup, the fill and the render it asks for are spans of the request that missed', async () => {
    test.setTimeout(120_000);
    const traced = await startTracedSite(PORTS.cache, { OTEL_BSP_SCHEDULE_DELAY: '200' });
    const path = `/games?q=${randomBytes(4).toString('hex')}`;
    const miss = traceparent();
    const missed = await traced.get(path, { traceparent: miss.header, 'x-forwarded-for': '198.51.100.75' });
    expect(missed.status).toBe(200);
    expect(missed.headers.get('x-cache')).toBe('miss');
    const hit = traceparent();
    const served = await traced.get(path, { traceparent: hit.header, 'x-forwarded-for': '198.51.100.75' });
    expect(served.headers.get('x-cache')).toBe('hit');

    await expect
      .poll(() => spansOf(miss.traceId).map((span) => span.name), { message: 'the spans of the request that missed' })
      .toEqual(expect.arrayContaining(['page cache', 'page cache fill', `platform POST ${GamesPath.GAME_LIST}`]));
    const spans = spansOf(miss.traceId);
    const lookup = spans.find((span) => span.name === 'page cache')!;
    const fill = spans.find((span) => span.name === 'page cache fill')!;
    const gameList = spans.find((span) => span.name === `platform POST ${GamesPath.GAME_LIST}`)!;
    expect(lookup.attributes).toMatchObject({ 'site.merchant': 'demo', 'site.page_cache.kind': 'page', 'site.page_cache.result': 'miss' });
    expect(fill.parentSpanId).toBe(lookup.spanId);
    expect(fill.attributes).toMatchObject({ 'http.response.status_code': 200 });
    // The render the fill asked for, and its call for the games, in the same trace beneath the fill.
    expect(beneath(gameList, fill, spans), 'the game list call lies beneath the fill').toBe(true);
    expect(spans.every((span) => span.service === 'site-under-test')).toBe(true);

    await expect.poll(() => spansOf(hit.traceId).find((span) => span.name === 'page cache')?.attributes['site.page_cache.result']).toBe('hit');
    expect(spansOf(hit.traceId).map((span) => span.name)).not.toContain('page cache fill');
  });

  test('a request is traced as the sampler chose: one its caller sampled with Next’s spans, one its caller did not with none, its platform calls still in the trace', async ({ request }) => {
    test.setTimeout(120_000);
    const traced = await startTracedSite(PORTS.cache, { OTEL_BSP_SCHEDULE_DELAY: '200' });
    const unsampled = traceparent();
    const skipped = await traced.get('/promotions', { traceparent: unsampled.header.replace(/-01$/, '-00'), 'x-forwarded-for': '198.51.100.77' });
    expect(skipped.status).toBe(200);
    const sampled = traceparent();
    const chosen = await traced.get('/promotions', { traceparent: sampled.header, 'x-forwarded-for': '198.51.100.78' });
    expect(chosen.status).toBe(200);

    // The chosen request: the front's span, Next's beneath it (the request, the proxy), the page cache's.
    await expect
      .poll(() => spansOf(sampled.traceId).map((span) => span.name), { message: 'the spans of the sampled request' })
      .toEqual(expect.arrayContaining(['GET', 'middleware GET', 'page cache']));
    const spans = spansOf(sampled.traceId);
    const front = spans.find((span) => span.name === 'GET' && !spans.some((other) => other.spanId === span.parentSpanId))!;
    expect(beneath(spans.find((span) => span.name === 'middleware GET')!, front, spans), 'Next’s proxy span lies beneath the request’s').toBe(true);
    // The other, exported before it if at all: nothing. Its platform calls carried its trace id all the same.
    expect(spansOf(unsampled.traceId)).toEqual([]);
    expect((await callsOf(request, unsampled.traceId)).map((call) => call.path)).toContain('/wps/system/status');
  });

  test('when the site stops, the spans of its last requests are exported before it exits', async () => {
    test.setTimeout(120_000);
    // Two workers, and batches that would wait ten minutes: only a flush as the site stops sends them.
    const traced = await startTracedSite(PORTS.stop, { SITE_WORKERS: '2', OTEL_BSP_SCHEDULE_DELAY: '600000' });
    const last = traceparent();
    const response = await traced.get('/promotions', { traceparent: last.header, 'x-forwarded-for': '198.51.100.76' });
    expect(response.status).toBe(200);
    expect(spansOf(last.traceId)).toEqual([]);

    const stoppedAt = Date.now();
    site!.kill('SIGTERM');
    expect(await traced.exited).toBe(0);
    site = null;
    expect(Date.now() - stoppedAt, 'stopped within its deadline').toBeLessThan(10_000);
    const names = spansOf(last.traceId).map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['page cache', `platform GET ${SystemPath.STATUS}`]));
  });
});
