import 'server-only';
import { circuitBreaker, CircuitState, ConsecutiveBreaker, ConstantBackoff, handleWhen, isBrokenCircuitError, retry, wrap, type IPolicy } from 'cockatiel';
import ky, { type KyInstance } from 'ky';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { DEVICE_WEB, PlatformHeader, type Envelope } from '@site/platform-contract/envelope';
import { platformUrl, PLATFORM_BREAKER_COOLDOWN_MS, PLATFORM_BREAKER_FAILURES, PLATFORM_TIMEOUT_MS, PLATFORM_WRITE_TIMEOUT_MS } from './config';
import { recordBreakerState, recordPlatformCall, type PlatformOutcome } from '@/server/observability/metrics';
import { isPlatformUnavailable, PlatformError, PlatformUnavailableError, type UnavailableKind } from './errors';
import { platformOperation } from './operations';

/** Who a platform call is made for. */
export interface CallContext {
  merchant?: string;
  language?: string;
  token?: string | null;
  ip?: string;
}

export interface CallOptions extends CallContext {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  searchParams?: Record<string, string>;
  /** A POST that only reads (the platform's relay calls): retried like a GET. Never set it on a login, payment or bet. */
  readOnly?: boolean;
  /** Headers of this call beyond the context's (PlatformHeader.IDEMPOTENCY_KEY on a deposit). */
  headers?: Record<string, string>;
}

let http: KyInstance | null = null;
function client(): KyInstance {
  http ??= ky.create({ prefixUrl: platformUrl(), retry: 0, throwHttpErrors: false, cache: 'no-store' });
  return http;
}

/**
 * How platform calls fail (cockatiel policies, one set per process: proxy.ts and the app share them through globalThis,
 * so errors are recognised by name, not by class: each bundle has its own copy of the classes).
 * Every failure to get an answer (unreachable, timed out, 5xx, not an envelope) counts towards the circuit breaker; a
 * refusal in the envelope (wrong password, …) is an answer and does not. A read whose connection failed or that got a
 * bare 5xx is tried once more; a write (login, registration, payment, bet) never is: it may have happened.
 */
interface Policies {
  read: IPolicy;
  write: IPolicy;
}
const POLICIES = Symbol.for('gaming-frontend.platform-policies');
const policies: Policies = ((globalThis as { [POLICIES]?: Policies })[POLICIES] ??= (() => {
  const breaker = circuitBreaker(
    handleWhen((error) => isPlatformUnavailable(error)),
    { halfOpenAfter: PLATFORM_BREAKER_COOLDOWN_MS, breaker: new ConsecutiveBreaker(PLATFORM_BREAKER_FAILURES) },
  );
  breaker.onStateChange((state) => recordBreakerState(BREAKER_STATES[state]));
  const retryRead = retry(
    handleWhen((error) => isPlatformUnavailable(error) && (error.kind === 'network' || error.kind === 'server-error')),
    { maxAttempts: 1, backoff: new ConstantBackoff(100) },
  );
  return { read: wrap(retryRead, breaker), write: breaker };
})());

const BREAKER_STATES = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
} as const;

function unavailable(kind: UnavailableKind, path: string, cause?: unknown): PlatformUnavailableError {
  return new PlatformUnavailableError(`platform ${kind}: ${path}`, cause, kind);
}

/** Build the platform's request headers (architecture: Merchant, Device, Language, Authorization, X-Forwarded-For). */
export function platformHeaders(context: CallContext): Record<string, string> {
  const headers: Record<string, string> = { [PlatformHeader.DEVICE]: DEVICE_WEB };
  if (context.merchant) headers[PlatformHeader.MERCHANT] = context.merchant;
  if (context.language) headers[PlatformHeader.LANGUAGE] = context.language;
  if (context.token) headers[PlatformHeader.AUTHORIZATION] = context.token;
  if (context.ip) headers[PlatformHeader.FORWARDED_FOR] = context.ip;
  return headers;
}

/**
 * The one typed call to the platform. Resolves to the envelope's value; throws PlatformError when the platform says
 * no, PlatformUnavailableError when it cannot be reached or does not speak the envelope.
 */
export async function platformCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const started = performance.now();
  let outcome: PlatformOutcome = 'ok';
  try {
    return await callOnce<T>(path, options);
  } catch (error) {
    outcome = error instanceof PlatformError ? 'refused' : isPlatformUnavailable(error) ? error.kind : 'bad-answer';
    throw error;
  } finally {
    recordPlatformCall(platformOperation(path), outcome, (performance.now() - started) / 1000);
  }
}

async function callOnce<T>(path: string, options: CallOptions): Promise<T> {
  const method = options.method ?? 'GET';
  // One span per call, beneath the request's (a no-op that only carries the request's trace context when no tracing
  // SDK runs: instrumentation.ts); the path is the operation, never its query, token or body.
  return tracer().startActiveSpan(`platform ${method} ${path}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.path': path } }, async (span) => {
    try {
      return await callPlatform<T>(path, method, options);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

const tracer = () => trace.getTracer('gaming-frontend.platform');

/** The W3C trace context of the active span (`traceparent`, `tracestate`), for the platform to join the request's trace. */
function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

async function callPlatform<T>(path: string, method: NonNullable<CallOptions['method']>, options: CallOptions): Promise<T> {
  const read = method === 'GET' || options.readOnly === true;
  try {
    return await (read ? policies.read : policies.write).execute(async () => {
      let response: Response;
      try {
        response = await client()(path.replace(/^\/+/, ''), {
          method,
          headers: { ...options.headers, ...platformHeaders(options), ...traceHeaders() },
          json: options.json,
          searchParams: options.searchParams,
          timeout: read ? PLATFORM_TIMEOUT_MS : PLATFORM_WRITE_TIMEOUT_MS,
        });
      } catch (error) {
        throw unavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network', path, error);
      }
      return readEnvelope<T>(response, path);
    });
  } catch (error) {
    if (isBrokenCircuitError(error)) throw unavailable('circuit-open', path);
    throw error;
  }
}

export async function readEnvelope<T>(response: Response, path: string): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // Not JSON (a SyntaxError), or the connection closed halfway through the answer (worth one more try for a read).
    const kind = (error as Error)?.name !== 'SyntaxError' ? 'network' : response.status >= 500 ? 'server-error' : 'bad-answer';
    throw unavailable(kind, path, error);
  }
  if (!isEnvelope(body)) throw unavailable(response.status >= 500 ? 'server-error' : 'bad-answer', path);
  if (!body.success || !response.ok) {
    if (response.status >= 500 && !body.errorCode) throw unavailable('server-error', path);
    throw new PlatformError(body.errorCode ?? `http_${response.status}`, response.status, body.message ?? '', body.value);
  }
  return body.value as T;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
