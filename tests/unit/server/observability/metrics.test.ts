/** @jest-environment node */
import {
  createSiteMetrics,
  disableMetrics,
  enableMetrics,
  metricsText,
  recordBreakerState,
  recordLoginFailed,
  recordPageCache,
  recordPlatformCall,
  recordRedisUp,
  recordRegistration,
  recordRequest,
  recordSessionOpened,
  recordVital,
  WEB_VITALS_SCORE,
  WEB_VITALS_SECONDS,
} from '@/server/observability/metrics';

/** The site's metrics registry (server/observability/metrics.ts): names, labels, bounds, and nothing when off. */
afterEach(() => disableMetrics());

/** The value of one sample line of the registry's text, or undefined when there is no such line. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

it('records nothing and answers no text while metrics are off', async () => {
  recordRequest({ merchant: 'demo', route: '/[host]/[locale]', method: 'GET', status: 200, seconds: 0.01 });
  recordPageCache('demo', 'hit');
  recordPlatformCall('SystemPath.STATUS', 'ok', 0.01);
  expect(recordVital({ merchant: 'demo', pageType: 'home', device: 'phone', name: 'LCP', value: 1200 })).toBe(true);
  expect(await metricsText()).toBeNull();
});

it('counts a request once, with its duration, by merchant, route pattern, method and status', async () => {
  enableMetrics();
  recordRequest({ merchant: 'demo', route: '/[host]/[locale]/promotions', method: 'GET', status: 200, seconds: 0.03 });
  recordRequest({ merchant: 'demo', route: '/[host]/[locale]/promotions', method: 'GET', status: 200, seconds: 0.2 });
  recordRequest({ merchant: null, route: '(unmatched)', method: 'BREW', status: 404, seconds: 0.001 });
  const text = (await metricsText()) ?? '';
  const labels = 'merchant="demo",route="/[host]/[locale]/promotions",method="GET",status="200"';
  expect(sample(text, `site_http_requests_total{${labels}}`)).toBe(2);
  expect(sample(text, `site_http_request_duration_seconds_count{${labels}}`)).toBe(2);
  expect(sample(text, `site_http_request_duration_seconds_bucket{le="0.05",${labels}}`)).toBe(1);
  expect(sample(text, 'site_http_requests_total{merchant="unknown",route="(unmatched)",method="OTHER",status="404"}')).toBe(1);
  // Node's own: event-loop lag, heap, GC.
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  expect(text).toContain('nodejs_gc_duration_seconds');
});

it('counts the page cache, platform calls with their timeouts, the breaker, Redis, sessions, refusals and registrations', async () => {
  enableMetrics({ redis: true });
  for (const result of ['miss', 'fill', 'hit', 'hit', 'stale'] as const) recordPageCache('vn88', result);
  recordPlatformCall('SystemPath.STATUS', 'ok', 0.004);
  recordPlatformCall('MemberPath.LOGIN', 'refused', 0.02);
  recordPlatformCall('GamesPath.LIST', 'timeout', 2);
  recordBreakerState('open');
  recordRedisUp(false);
  recordSessionOpened('demo');
  recordLoginFailed('demo', 'user.or.token.invalid');
  recordLoginFailed('demo', 'a reason with spaces, or a name: player1');
  recordRegistration('ph');
  const text = (await metricsText()) ?? '';
  expect(sample(text, 'site_page_cache_events_total{merchant="vn88",result="hit"}')).toBe(2);
  for (const result of ['miss', 'fill', 'stale']) expect(sample(text, `site_page_cache_events_total{merchant="vn88",result="${result}"}`)).toBe(1);
  expect(sample(text, 'site_platform_calls_total{operation="SystemPath.STATUS",outcome="ok"}')).toBe(1);
  expect(sample(text, 'site_platform_calls_total{operation="MemberPath.LOGIN",outcome="refused"}')).toBe(1);
  expect(sample(text, 'site_platform_call_duration_seconds_count{operation="GamesPath.LIST",outcome="timeout"}')).toBe(1);
  expect(sample(text, 'site_platform_timeouts_total{operation="GamesPath.LIST"}')).toBe(1);
  expect(sample(text, 'site_platform_circuit_breaker_state')).toBe(1);
  expect(sample(text, 'site_redis_up')).toBe(0);
  expect(sample(text, 'site_sessions_opened_total{merchant="demo"}')).toBe(1);
  expect(sample(text, 'site_logins_failed_total{merchant="demo",reason="user.or.token.invalid"}')).toBe(1);
  expect(sample(text, 'site_logins_failed_total{merchant="demo",reason="other"}')).toBe(1);
  expect(sample(text, 'site_registrations_total{merchant="ph"}')).toBe(1);
  expect(text).not.toContain('player1');
});

it('has no Redis gauge where there is no Redis', async () => {
  enableMetrics();
  recordRedisUp(true);
  expect(await metricsText()).not.toContain('site_redis_up');
});

it('keeps every label bounded: a label that keeps growing counts the rest as "other"', async () => {
  enableMetrics();
  for (let n = 0; n < 100; n++) recordPlatformCall(`Op${n}`, 'ok', 0.001);
  for (let n = 0; n < 100; n++) recordLoginFailed('demo', `code_${n}`);
  const text = (await metricsText()) ?? '';
  const series = (name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`)).length;
  expect(series('site_platform_calls_total')).toBe(65);
  expect(sample(text, 'site_platform_calls_total{operation="other",outcome="ok"}')).toBe(36);
  expect(series('site_logins_failed_total')).toBe(65);
  // A merchant is a code, or "unknown".
  recordSessionOpened('<script>');
  expect(await metricsText()).toContain('site_sessions_opened_total{merchant="unknown"} 1');
});

describe('recordVital (the players\' vitals route records through it)', () => {
  it('records times in seconds and CLS without a unit, by merchant, page type, device class and name', async () => {
    enableMetrics();
    expect(recordVital({ merchant: 'vn88', pageType: 'home', device: 'phone', name: 'LCP', value: 2300 })).toBe(true);
    expect(recordVital({ merchant: 'vn88', pageType: 'home', device: 'phone', name: 'INP', value: 180 })).toBe(true);
    expect(recordVital({ merchant: 'vn88', pageType: 'home', device: 'phone', name: 'CLS', value: 0.04 })).toBe(true);
    const text = (await metricsText()) ?? '';
    const labels = (name: string) => `merchant="vn88",page_type="home",device="phone",name="${name}"`;
    expect(WEB_VITALS_SECONDS).toBe('site_web_vitals_seconds');
    expect(WEB_VITALS_SCORE).toBe('site_web_vitals');
    expect(sample(text, `site_web_vitals_seconds_sum{${labels('LCP')}}`)).toBeCloseTo(2.3);
    expect(sample(text, `site_web_vitals_seconds_bucket{le="2.5",${labels('LCP')}}`)).toBe(1);
    expect(sample(text, `site_web_vitals_seconds_bucket{le="0.2",${labels('INP')}}`)).toBe(1);
    expect(sample(text, `site_web_vitals_sum{${labels('CLS')}}`)).toBeCloseTo(0.04);
    expect(sample(text, `site_web_vitals_seconds_count{${labels('CLS')}}`)).toBeUndefined();
  });

  it('refuses what is not a vital, and records nothing of it', async () => {
    enableMetrics();
    const good = { merchant: 'demo', pageType: 'home', device: 'desktop', name: 'LCP', value: 1000 } as const;
    const bad = [
      { ...good, name: 'FID' },
      { ...good, device: 'fridge' },
      { ...good, value: -1 },
      { ...good, value: Number.NaN },
      { ...good, value: Number.POSITIVE_INFINITY },
      { ...good, value: 3_600_001 },
      { ...good, name: 'CLS', value: 101 },
      { ...good, value: '1000' },
    ];
    for (const sampleOfIt of bad) expect(recordVital(sampleOfIt as never)).toBe(false);
    expect(await metricsText()).not.toMatch(/^site_web_vitals_seconds_count/m);
    // A page type that is no short word is "other"; the merchant "unknown".
    expect(recordVital({ ...good, merchant: 'no such merchant', pageType: '/member/deposit?x=1' })).toBe(true);
    expect(await metricsText()).toContain('site_web_vitals_seconds_count{merchant="unknown",page_type="other",device="desktop",name="LCP"} 1');
  });
});

it('gives each registry its own metrics (one per process: the front makes it once)', () => {
  const one = createSiteMetrics({ defaults: false });
  const two = createSiteMetrics({ defaults: false });
  expect(one.registry).not.toBe(two.registry);
  expect(enableMetrics()).toBe(enableMetrics());
});
