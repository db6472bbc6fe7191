/**
 * The site's HTTP server: Next.js behind a thin node:http front. The front
 *  - decides who the visitor is (visitor.ts): their address and scheme as the proxies TRUST_PROXY names saw them, handed
 *    on as one X-Forwarded-For address and one X-Forwarded-Proto scheme; without TRUST_PROXY, what the socket says, so
 *    nobody can claim another country's address;
 *  - refuses a body larger than its route takes by its Content-Length at once (body-limits.ts), before any of it is read;
 *  - puts the security headers every response carries on every response, a `default-src 'none'` CSP included (pages
 *    replace it with their nonce CSP in proxy.ts);
 *  - answers an address that is not valid percent-encoding with 400 (the branded page, or the envelope under /api)
 *    instead of letting the router throw;
 *  - keeps a page address with a session token in it (HAND_OFF_PARAM) out of the page cache, with no-store and no
 *    referrer, until proxy.ts takes the token off;
 *  - answers a missing build asset, and the pages router's data routes (this site has none), with a plain 404, so no
 *    request reaches the merchant pages without proxy.ts;
 *  - reads an absolute-form request target's host as the Host header, so no answer names a host the URL claimed;
 *  - never tells the browser where a request was rewritten to;
 *  - and before Next starts, gives the page cache its config (config.ts): the build, this server's loopback address for
 *    fills, the fill secret, and the workers' purge relay.
 *
 * It also sees every request and its final status, so it is where each is counted (observability/metrics.ts: once,
 * with its duration, when the answer has gone) and logged (observability/request-log.ts: one JSON line), under a
 * request id it gives the request (X-Request-Id, for the error pages to show) and the response. The page cache's own
 * fills are part of the visitor's request that asked for them, and are neither counted nor logged.
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import next from 'next';
import { bodyRefusal } from './body-limits';
import { provideServingConfig, type PurgeRelay, type SiteOptions } from './config';
import {
  FILL_HEADER,
  HAND_OFF_PARAM,
  INVALID_ADDRESS_HEADER,
  INVALID_ADDRESS_ROUTE,
  MERCHANT_HEADER,
  PLAIN_PAGE_HEADER,
  REQUEST_ID_HEADER,
  ROUTE_HEADER,
  STATUS_HEADER,
} from './constants';
import { enableMetrics, recordRequest } from './observability/metrics';
import { shareWithPrimary } from './observability/metrics-server';
import { requestIdOf, requestLog, type RequestLog } from './observability/request-log';
import { loadRouteTable, UNMATCHED_ROUTE, type RouteTable } from './observability/routes';
import { proxyTrust, visitorOf, type ProxyTrust } from './visitor';
import { installTracePropagation, withIncomingTrace, withRequestSpan } from './tracing';

/** Headers on every response, whatever answers it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** For answers that are not pages (API, assets, plain errors): nothing may run, load or frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Forwarded headers no part of the site reads: dropped, so none can be believed by mistake (the framework included). */
const FORWARDED_HEADERS_DROPPED = ['x-real-ip', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

/** Response headers that would show the browser the internal route a page was rendered from. */
const HIDDEN_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);
/** What proxy.ts tells the front on its answer (constants.ts), kept here and sent no further. */
const TOLD_HEADERS = new Set([MERCHANT_HEADER, ROUTE_HEADER, 'x-middleware-rewrite']);
/** The request headers of the framework's own fetches (RSC, prefetch, router state, server actions, HMR). */
const FRAMEWORK_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'next-action', 'next-hmr-refresh'];

/** The request as the front's checks read it (node:http's IncomingMessage, or a test's stand-in). */
interface RequestHead {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Starts the site's server on options.port: Next (the build, or the development server) behind this front. `relay` is
 * the purge relay of a worker (workers.ts), null in a site of one process.
 */
export async function startSiteServer(options: SiteOptions, relay: PurgeRelay | null = null): Promise<Server> {
  const { dev, port, hostname } = options;
  // The page cache (page-cache/) keys pages by build and fills them through this server; the development server has
  // no build, and no page cache.
  provideServingConfig({
    buildId: dev ? null : readFileSync(path.resolve('.next', 'BUILD_ID'), 'utf8').trim(),
    internalOrigin: `http://127.0.0.1:${port}`,
    fillSecret: options.fillSecret,
    pageCache: options.pageCache,
    relay,
  });
  const app = next({ dev, port, hostname: 'localhost', dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  // After Next's prepare: instrumentation.ts has started the tracing SDK by now, when one is configured.
  installTracePropagation();
  const trust = proxyTrust(options.trustProxy);
  const staticDir = path.resolve('.next', 'static');
  if (options.metrics) {
    const metrics = enableMetrics({ redis: Boolean(process.env.REDIS_URL) });
    if (cluster.isWorker) shareWithPrimary(metrics.registry);
  }
  const observe = observer(options, trust, loadRouteTable(), requestLog(options.requestLog));

  const server = createServer((req, res) => {
    observe(req, res);
    const visitor = visitorOf(req, trust);
    // From here on the visitor is one address and one scheme; the other forwarded headers are nobody's word.
    req.headers['x-forwarded-for'] = visitor?.ip ?? '127.0.0.1';
    req.headers['x-forwarded-proto'] = visitor?.scheme ?? 'http';
    for (const name of FORWARDED_HEADERS_DROPPED) delete req.headers[name];
    delete req.headers[INVALID_ADDRESS_HEADER];
    delete req.headers[PLAIN_PAGE_HEADER];
    if (isPlainPageRequest(req)) req.headers[PLAIN_PAGE_HEADER] = '1';
    secureResponse(req, res);

    const target = originForm(req.url ?? '/', req.headers.host);
    if (!target) return plainAnswer(res, false, 400, 'validation_failed');
    req.url = target.url;
    if (target.host !== undefined) req.headers.host = target.host;

    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && carriesHandOff(req.url ?? '/')) {
      // A session token in the address: proxy.ts takes it off with a redirect; nothing may keep this answer or pass the
      // address on as a referrer.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    // A proxy that passed on something that is no address: nobody can say who this is.
    if (!visitor) return plainAnswer(res, isApi, 400, 'validation_failed');
    // (The development server's own overlay posts to its pages.)
    if (!dev && bodyRefusal(pathname, req.headers)) return plainAnswer(res, isApi, 413, 'payload_too_large', { close: true });

    if (!validPercentEncoding(req.url ?? '/')) {
      if (isApi || pathname.startsWith('/_next/')) return plainAnswer(res, isApi, 400, 'validation_failed');
      // The merchant's own page says so, in its language; the status stays 400 whatever the page renders with.
      req.url = INVALID_ADDRESS_ROUTE;
      req.headers[INVALID_ADDRESS_HEADER] = '1';
      forceStatus(res, 400);
    } else if (pathname.startsWith('/_next/static/') && !dev && !assetExists(staticDir, pathname)) {
      return plainAnswer(res, false, 404, 'not_found');
    } else if (pathname.startsWith('/_next/data/')) {
      // The pages router's data routes: this site has none, and Next's own 404 for them is a page whose inline style the
      // page CSP refuses.
      return plainAnswer(res, false, 404, 'not_found');
    }

    (options.traces ? withRequestSpan(req.headers, req.method ?? 'GET', res, () => handle(req, res)) : withIncomingTrace(req.headers, () => handle(req, res))).catch((error: unknown) => {
      console.error('site: request failed', error instanceof Error ? error.message : error);
      if (!res.headersSent) plainAnswer(res, isApi, 500, 'internal_error');
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  return server;
}

/** What proxy.ts told the front about an answer (TOLD_HEADERS), by response. */
const told = new WeakMap<ServerResponse, Map<string, string>>();

/**
 * The front's eye on each request: its id (X-Request-Id on the request, for the pages, and on the response), and when
 * the answer has gone, its metrics and its log line. Null work when both are off, but the id.
 */
function observer(options: SiteOptions, trust: ProxyTrust, routes: RouteTable, log: RequestLog | null) {
  // A merchant by host, as proxy.ts last named it: the API and assets, which proxy.ts does not see, are counted for it.
  const merchantByHost = new Map<string, string>();
  const fillMark = `${options.fillSecret}.`;
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const fromProxy = trust !== null && trust(req.socket?.remoteAddress ?? '', 0);
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER], fromProxy);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (!options.metrics && !log) return;
    const fill = String(req.headers[FILL_HEADER] ?? '').startsWith(fillMark);
    if (fill) return;
    const method = req.method ?? 'GET';
    const host = String(req.headers.host ?? '');
    res.once('close', () => {
      const seen = told.get(res);
      const status = res.headersSent ? res.statusCode : 499;
      let merchant = seen?.get(MERCHANT_HEADER) ?? null;
      if (merchant) {
        if (merchantByHost.size >= 1000 && !merchantByHost.has(host)) merchantByHost.clear();
        merchantByHost.set(host, merchant);
      } else {
        merchant = merchantByHost.get(host) ?? null;
      }
      const rewritten = seen?.get(ROUTE_HEADER) ?? seen?.get('x-middleware-rewrite');
      const pathname = pathOf(rewritten ?? req.url ?? '/');
      const route = routes.patternOf(pathname);
      const seconds = (performance.now() - started) / 1000;
      const label = route === UNMATCHED_ROUTE && status >= 300 && status < 400 ? '(redirect)' : route;
      recordRequest({ merchant, route: label, method, status, seconds });
      log?.({
        requestId,
        merchant: merchant ?? 'unknown',
        route: label,
        method,
        status,
        durationMs: seconds * 1000,
        cache: headerText(res.getHeader('x-cache')),
        ip: String(req.headers['x-forwarded-for'] ?? ''),
      });
    });
  };
}

/** The path of a request target or of a rewrite's destination (a path, or an absolute URL on another origin). */
function pathOf(target: string): string {
  const path = target.startsWith('/') ? target : new URL(target, 'http://site.invalid').pathname;
  return path.split('?', 1)[0] ?? '/';
}

function headerText(value: number | string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The security headers on the response, and the internal ones kept off it. Every response starts with the non-page
 * CSP: proxy.ts replaces it with the page's nonce policy, and whatever else answers (the API, assets, the framework's
 * own redirects, proxy.ts's gate redirects) keeps it.
 */
export function secureResponse(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // Which of the site's processes answered (SITE_WORKERS): for an operator reading a trace, and for the workers test.
  if (cluster.isWorker && cluster.worker) res.setHeader('X-Site-Worker', String(cluster.worker.id));
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  // The scheme as visitorOf decided it: the same answer the session cookie's Secure flag and the Origin check read.
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');

  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    const key = String(name).toLowerCase();
    if (key === STATUS_HEADER) {
      const status = Number(value);
      if (Number.isInteger(status) && status >= 400 && status < 600) forceStatus(res, status);
      return res;
    }
    if (TOLD_HEADERS.has(key)) keepTold(res, key, value);
    return HIDDEN_RESPONSE_HEADERS.has(key) || TOLD_HEADERS.has(key) ? res : setHeader(name, value);
  };
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of HIDDEN_RESPONSE_HEADERS) res.removeHeader(name);
    const headers = rest.find((r): r is Record<string, unknown> => r !== null && typeof r === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const key of Object.keys(headers)) {
        const name = key.toLowerCase();
        if (TOLD_HEADERS.has(name)) keepTold(res, name, headers[key] as string);
        if (HIDDEN_RESPONSE_HEADERS.has(name) || name === STATUS_HEADER || TOLD_HEADERS.has(name)) delete headers[key];
      }
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

function keepTold(res: ServerResponse, name: string, value: number | string | readonly string[]): void {
  let seen = told.get(res);
  if (!seen) told.set(res, (seen = new Map()));
  seen.set(name, String(Array.isArray(value) ? value[0] : value));
}

/** The responses whose status forceStatus has fixed. */
const forced = new WeakSet<ServerResponse>();

/** A response whose status stays `status` whatever the handler sets (Next renders the page with its own 200). */
function forceStatus(res: ServerResponse, status: number): void {
  if (forced.has(res)) return;
  forced.add(res);
  Object.defineProperty(res, 'statusCode', { get: () => status, set: () => undefined, configurable: true });
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(status, ...rest)) as ServerResponse['writeHead'];
}

/**
 * A GET for a page as a browser's address bar or a crawler asks for it: none of the framework's fetches (their headers,
 * the `_rsc` query, its /_next/ paths), no file (a name with an extension), no subrequest header, no prefetch.
 */
export function isPlainPageRequest(req: RequestHead): boolean {
  if (req.method !== 'GET' || (req.url ?? '').startsWith('/_next/')) return false;
  const { headers } = req;
  if (FRAMEWORK_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return false;
  if (Object.keys(headers).some((name) => name.startsWith('x-middleware-'))) return false;
  if (headers.purpose === 'prefetch' || String(headers['sec-purpose'] ?? '').includes('prefetch')) return false;
  const [pathname, query] = (req.url ?? '').split('?');
  // A file (an app icon, the manifest, robots.txt): not a page.
  if (/\.[A-Za-z0-9]+$/.test(pathname ?? '')) return false;
  // A session hand-off is the player's own, never one of the cache's pages (nor a key for it to keep).
  if (carriesHandOff(req.url ?? '')) return false;
  return !query || !new URLSearchParams(query).has('_rsc');
}

/** Whether a request's address carries a session token to hand off (HAND_OFF_PARAM), however many times. */
export function carriesHandOff(url: string): boolean {
  const query = url.split('?').slice(1).join('?');
  return query !== '' && new URLSearchParams(query).has(HAND_OFF_PARAM);
}

/**
 * The request target in origin form ("/path?query") and the host it is for. An absolute-form target
 * ("GET http://other.example/path", which only proxies are sent) names its own host, and that host wins over the Host
 * header (RFC 9112 §3.2.2): it becomes the Host header, so the merchant, the redirects Next builds from the URL and
 * every link name one host. Any other form (but "*") is refused: null.
 */
export function originForm(url: string, host: string | undefined): { url: string; host: string | undefined } | null {
  if (url.startsWith('/') || url === '*') return { url, host };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return { url: `${parsed.pathname}${parsed.search}`, host: parsed.host };
  } catch {
    return null;
  }
}

/**
 * Whether every %-sequence of the path decodes (a lone %, %zz, or overlong UTF-8 like %c0%ae do not). The query is
 * read leniently, as browsers do: an affiliate link with a stray % still lands.
 */
export function validPercentEncoding(url: string): boolean {
  try {
    decodeURIComponent(url.split('?', 1)[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/** How long a connection closed by the site still takes (and discards) what its client sends. */
const LINGER_MS = 2000;

/**
 * Node destroys a connection once its last answer is written; a client still sending a body then gets a reset, which
 * can drop the answer before it reads it (RFC 9112 §9.6). Instead the site closes its own side only, discards what
 * still arrives, and lets go when the client closes or after LINGER_MS.
 */
function lingerBeforeClosing(socket: Socket | null): void {
  if (!socket) return;
  // Node's own (undocumented) hook, which it calls once the last answer is written.
  (socket as Socket & { destroySoon: () => void }).destroySoon = function destroyAfterLingering(this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

/** Whether /_next/static/<file> is a file of this build (no way out of the static folder). */
function assetExists(staticDir: string, pathname: string): boolean {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/_next/static/'.length));
  } catch {
    return false;
  }
  const file = path.resolve(staticDir, relative);
  return file.startsWith(staticDir + path.sep) && existsSync(file);
}

/**
 * A short answer from the front itself: the API's envelope, or plain text. `close` ends the connection after it, so a
 * body the request still has on the way is not read (Node would otherwise drain it to keep the connection).
 */
function plainAnswer(res: ServerResponse, json: boolean, status: number, code: string, { close = false } = {}): void {
  res.statusCode = status;
  if (close) {
    res.setHeader('Connection', 'close');
    lingerBeforeClosing(res.socket);
  }
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  if (json) {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ success: false, errorCode: code, message: '', value: null }));
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(status === 404 ? 'Not found' : status === 400 ? 'Bad request' : status === 413 ? 'Too large' : 'Error');
  }
}
