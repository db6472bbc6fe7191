import client from 'prom-client';

/**
 * The site's Prometheus metrics: one registry per process, made by the front (server/front.ts) when metrics are on
 * (METRICS_PORT set) and kept on globalThis, where every part of the process records into it: the front (requests),
 * the page cache and the platform client (inside Next's bundles, each with its own copy of this module), and the
 * players' vitals route. With metrics off there is no registry, and every record call below is one null check.
 *
 * Label values are bounded: routes are the app's route patterns (server/observability/routes.ts), platform operations
 * the contract's path keys, merchants their codes ("unknown" for a host no merchant owns), statuses numbers; no label
 * ever carries a URL, a username, an address or a token. A label that could still grow (a platform error code as a
 * login's reason, a page type) keeps at most MAX_VALUES_PER_LABEL distinct values, then counts the rest as "other".
 *
 * For the players' vitals (browser → /api/vitals): recordVital({ merchant, pageType, device, name, value }), with the
 * value as the web-vitals library reports it (milliseconds for LCP, INP, TTFB and FCP; CLS has no unit). Times go to
 * the histogram site_web_vitals_seconds (in seconds), CLS to site_web_vitals; both by merchant, page_type, device and
 * name (WEB_VITALS_SECONDS, WEB_VITALS_SCORE: the dashboard's queries use these names).
 */

/** Times of the players' vitals (LCP, INP, TTFB, FCP), in seconds. */
export const WEB_VITALS_SECONDS = 'site_web_vitals_seconds';
/** The players' vitals that have no unit (CLS). */
export const WEB_VITALS_SCORE = 'site_web_vitals';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';
export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export interface VitalSample {
  merchant: string;
  /** What kind of page it was, in the site's words (home, catalogue, promotions, member…): a short bounded name. */
  pageType: string;
  device: DeviceClass;
  name: VitalName;
  /** As web-vitals reports it: milliseconds, or the layout shift score for CLS. */
  value: number;
}

export type PageCacheResult = 'hit' | 'miss' | 'fill' | 'stale';
/** How a platform call ended: an answer (ok, or a refusal in the envelope), or one of the ways of getting none. */
export type PlatformOutcome = 'ok' | 'refused' | 'timeout' | 'network' | 'server-error' | 'bad-answer' | 'circuit-open';
/** The circuit breaker's state as the gauge reads it. */
export const BREAKER_STATE = { closed: 0, open: 1, 'half-open': 2, isolated: 3 } as const;

const MAX_VALUES_PER_LABEL = 64;
/** The app has some 160 routes: every one of them fits. */
const MAX_ROUTES = 512;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const VITALS = new Set<string>(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']);
const DEVICES = new Set<string>(['phone', 'tablet', 'desktop']);

export interface SiteMetrics {
  registry: client.Registry;
  httpRequests: client.Counter<'merchant' | 'route' | 'method' | 'status'>;
  httpDuration: client.Histogram<'merchant' | 'route' | 'method' | 'status'>;
  pageCache: client.Counter<'merchant' | 'result'>;
  platformCalls: client.Counter<'operation' | 'outcome'>;
  platformDuration: client.Histogram<'operation' | 'outcome'>;
  platformTimeouts: client.Counter<'operation'>;
  breakerState: client.Gauge;
  redisUp: client.Gauge | null;
  sessionsOpened: client.Counter<'merchant'>;
  loginsFailed: client.Counter<'merchant' | 'reason'>;
  registrations: client.Counter<'merchant'>;
  vitalSeconds: client.Histogram<'merchant' | 'page_type' | 'device' | 'name'>;
  vitalScore: client.Histogram<'merchant' | 'page_type' | 'device' | 'name'>;
  /** The distinct values seen per label (the cardinality guard). */
  seen: Map<string, Set<string>>;
}

/** A registry with every metric of the site, and Node's own (event-loop lag, heap, GC). `redis`: REDIS_URL is set. */
export function createSiteMetrics({ redis = false, defaults = true }: { redis?: boolean; defaults?: boolean } = {}): SiteMetrics {
  const registry = new client.Registry();
  if (defaults) client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const byRequest = ['merchant', 'route', 'method', 'status'] as const;
  const byCall = ['operation', 'outcome'] as const;
  const byVital = ['merchant', 'page_type', 'device', 'name'] as const;
  return {
    registry,
    httpRequests: new client.Counter({ name: 'site_http_requests_total', help: 'Requests answered, by merchant, route pattern, method and status.', labelNames: byRequest, registers }),
    httpDuration: new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by merchant, route pattern, method and status.',
      labelNames: byRequest,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new client.Counter({ name: 'site_page_cache_events_total', help: 'Page cache answers (hit, miss, stale) and fills stored, by merchant.', labelNames: ['merchant', 'result'], registers }),
    platformCalls: new client.Counter({ name: 'site_platform_calls_total', help: 'Calls to the platform, by contract operation and outcome.', labelNames: byCall, registers }),
    platformDuration: new client.Histogram({
      name: 'site_platform_call_duration_seconds',
      help: 'Time of a platform call (its retry included), by contract operation and outcome.',
      labelNames: byCall,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers,
    }),
    platformTimeouts: new client.Counter({ name: 'site_platform_timeouts_total', help: 'Platform calls that timed out, by contract operation.', labelNames: ['operation'], registers }),
    breakerState: new client.Gauge({
      name: 'site_platform_circuit_breaker_state',
      help: 'The platform circuit breaker: 0 closed, 1 open (calls refused at once), 2 half-open (one call tried).',
      aggregator: 'max',
      registers,
    }),
    redisUp: redis ? new client.Gauge({ name: 'site_redis_up', help: 'Whether the page cache reaches Redis (1) or not (0).', aggregator: 'min', registers }) : null,
    sessionsOpened: new client.Counter({ name: 'site_sessions_opened_total', help: 'Sessions opened (sign-ins that succeeded), by merchant.', labelNames: ['merchant'], registers }),
    loginsFailed: new client.Counter({ name: 'site_logins_failed_total', help: 'Sign-ins refused, by merchant and the platform\'s reason.', labelNames: ['merchant', 'reason'], registers }),
    registrations: new client.Counter({ name: 'site_registrations_total', help: 'Accounts registered, by merchant.', labelNames: ['merchant'], registers }),
    vitalSeconds: new client.Histogram({
      name: WEB_VITALS_SECONDS,
      help: 'Players\' Core Web Vitals times (LCP, INP, TTFB, FCP) in seconds, by merchant, page type and device class.',
      labelNames: byVital,
      buckets: [0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 2.5, 3, 4, 6, 10],
      registers,
    }),
    vitalScore: new client.Histogram({
      name: WEB_VITALS_SCORE,
      help: 'Players\' Core Web Vitals without a unit (CLS), by merchant, page type and device class.',
      labelNames: byVital,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    seen: new Map(),
  };
}

const KEY = Symbol.for('gaming-frontend.metrics');
type Holder = { [KEY]?: SiteMetrics };

/** The front's side: turns metrics on in this process (once) and answers its registry. */
export function enableMetrics(options: { redis?: boolean } = {}): SiteMetrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= createSiteMetrics(options);
  return holder[KEY];
}

/** Metrics off again in this process (for tests). */
export function disableMetrics(): void {
  delete (globalThis as Holder)[KEY];
}

/** This process's metrics, or null when they are off. */
function current(): SiteMetrics | null {
  return (globalThis as Holder)[KEY] ?? null;
}

/** The registry's text in Prometheus' format, or null when metrics are off. */
export async function metricsText(): Promise<string | null> {
  return (await current()?.registry.metrics()) ?? null;
}

/** A merchant code as a label: "unknown" for anything that is not one. */
export function merchantLabel(merchant: string | null | undefined): string {
  return merchant && /^[A-Za-z0-9_-]{1,32}$/.test(merchant) ? merchant : 'unknown';
}

/** A value of `label` that keeps the label bounded: the first MAX_VALUES_PER_LABEL distinct ones, then "other". */
function bounded(metrics: SiteMetrics, label: string, value: string, max = MAX_VALUES_PER_LABEL): string {
  let values = metrics.seen.get(label);
  if (!values) metrics.seen.set(label, (values = new Set()));
  if (values.has(value)) return value;
  if (values.size >= max) return 'other';
  values.add(value);
  return value;
}

/** A short word as a label (a reason, a page type): letters, digits, dot, dash and underscore, else "other". */
function word(value: string): string {
  return /^[A-Za-z0-9_.-]{1,48}$/.test(value) ? value : 'other';
}

export interface AnsweredRequest {
  merchant: string | null;
  route: string;
  method: string;
  status: number;
  seconds: number;
}

/** One answered request, counted once with its duration (the front, when its answer has gone). */
export function recordRequest(request: AnsweredRequest): void {
  const metrics = current();
  if (!metrics) return;
  const labels = {
    merchant: merchantLabel(request.merchant),
    route: bounded(metrics, 'route', request.route, MAX_ROUTES),
    method: METHODS.has(request.method) ? request.method : 'OTHER',
    status: Number.isInteger(request.status) && request.status >= 100 && request.status < 600 ? String(request.status) : '0',
  };
  metrics.httpRequests.inc(labels);
  metrics.httpDuration.observe(labels, request.seconds);
}

export function recordPageCache(merchant: string, result: PageCacheResult): void {
  current()?.pageCache.inc({ merchant: merchantLabel(merchant), result });
}

/** One platform call, by its operation (the contract's path key: platformOperation in lib/platform/operations.ts). */
export function recordPlatformCall(operation: string, outcome: PlatformOutcome, seconds: number): void {
  const metrics = current();
  if (!metrics) return;
  const labels = { operation: bounded(metrics, 'operation', operation), outcome };
  metrics.platformCalls.inc(labels);
  metrics.platformDuration.observe(labels, seconds);
  if (outcome === 'timeout') metrics.platformTimeouts.inc({ operation: labels.operation });
}

export function recordBreakerState(state: keyof typeof BREAKER_STATE): void {
  current()?.breakerState.set(BREAKER_STATE[state]);
}

export function recordRedisUp(up: boolean): void {
  current()?.redisUp?.set(up ? 1 : 0);
}

export function recordSessionOpened(merchant: string): void {
  current()?.sessionsOpened.inc({ merchant: merchantLabel(merchant) });
}

/** A refused sign-in, by the platform's error code (never the username it was for). */
export function recordLoginFailed(merchant: string, reason: string): void {
  const metrics = current();
  if (!metrics) return;
  metrics.loginsFailed.inc({ merchant: merchantLabel(merchant), reason: bounded(metrics, 'reason', word(reason)) });
}

export function recordRegistration(merchant: string): void {
  current()?.registrations.inc({ merchant: merchantLabel(merchant) });
}

/**
 * One player's vital. False (and nothing recorded) when the sample is not one: an unknown name or device class, or a
 * value that is not a finite number from 0 up to an hour (or 100 for CLS). True when recorded, or when metrics are off.
 */
export function recordVital(sample: VitalSample): boolean {
  const { name, device, value } = sample;
  if (!VITALS.has(name) || !DEVICES.has(device) || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  if (name === 'CLS' ? value > 100 : value > 3_600_000) return false;
  const metrics = current();
  if (!metrics) return true;
  const labels = {
    merchant: merchantLabel(sample.merchant),
    page_type: bounded(metrics, 'page_type', word(sample.pageType)),
    device,
    name,
  };
  if (name === 'CLS') metrics.vitalScore.observe(labels, value);
  else metrics.vitalSeconds.observe(labels, value / 1000);
  return true;
}
