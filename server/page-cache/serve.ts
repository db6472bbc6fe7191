import 'server-only';
import { request as httpRequest } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { NextResponse } from 'next/server';
import { PUBLIC_TTL_MS } from '@/lib/platform/cache';
import { servingConfig } from '../config';
import { FILL_HEADER, FILL_VISITOR_HEADER } from '../constants';
import { recordPageCache } from '../observability/metrics';
import { newPlaceholder, withNonce } from './nonce';
import { fillHeaderValue, fillVisitorValue, newSignedInPlaceholder } from './fill';
import { FRAME_HEADER } from './member-frame';
import { withPlatformNotice } from './platform-notice';
import { pageStore, type CachedPage } from './store';

/**
 * The page cache as proxy.ts uses it (through page-request.ts), after every gate has been decided. A miss is filled by rendering the page once
 * through this same server (a loopback request marked with this process's fill secret and carrying no cookie but the
 * analytics consent), with a placeholder for the nonce; the HTML is stored, and this response and every later one get
 * it with a nonce of their own. Concurrent misses for one page share one fill. Whatever goes wrong (no store, Redis
 * gone, a failed fill) the page renders as if there were no cache.
 *
 * A member's frame (member-frame.ts) is filled and served the same way under a key of its own, with one more
 * placeholder, for the member's sign-in time, and says "hit" or "miss" in X-Member-Frame instead of X-Cache.
 *
 * Traces: the lookup is a span of the visitor's request ("page cache", with what it answered), and a fill a span
 * beneath it ("page cache fill") whose W3C trace context the fill carries, so the render it asks for, and every platform
 * call that render makes, are in the trace of the request that missed (concurrent misses that share the fill: the first
 * one's). Without the tracing SDK the spans are no-ops and the fill carries the visitor's own `traceparent`, as the
 * platform calls do (server/tracing.ts).
 */

/** Says whether a page came from the cache ("hit") or was rendered for it ("miss"). */
export const CACHE_HEADER = 'x-cache';
/** What a page response says to browsers and proxies: never store it (each carries its own nonce). */
const PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
/** Response headers of a render that travel with the cached page (the rest are per response, or the front's). */
const KEPT_HEADERS = ['content-type', 'vary', 'link', 'x-robots-tag', 'content-language'];
/** A fill slower than this is abandoned (the visitor's own render then runs). */
const FILL_TIMEOUT_MS = 15_000;

interface Shared {
  fills: Map<string, Promise<CachedPage | null>>;
}
const SHARED = Symbol.for('gaming-frontend.page-fill');
const shared: Shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= { fills: new Map() });

/**
 * The build whose pages the cache holds, when the cache runs: a production build behind the site's own server (which
 * gave this process its ServingConfig), and not turned off. Null otherwise.
 */
export function pageCacheBuild(): string | null {
  const config = servingConfig();
  return config?.buildId && config.pageCache ? config.buildId : null;
}

export interface CacheLookup {
  key: string;
  merchant: string;
  /** The visitor's request: its host, address and consent cookie go to the fill. */
  request: Request;
  scheme: 'http' | 'https';
  visitorIp: string;
  consentCookie: string | null;
  /** This response's nonce and the CSP naming it. */
  nonce: string;
  csp: string;
  /** For a member's frame (member-frame.ts): the member type it is drawn for and this member's sign-in time. */
  frame?: { memberType: number; signedInAt: number | null };
}

/** The page from the cache (filling it on a miss), or null to render it as usual. */
export function servePageFromCache(lookup: CacheLookup): Promise<NextResponse | null> {
  return traced(lookup, () => fromCacheOrFill(lookup));
}

async function fromCacheOrFill(lookup: CacheLookup): Promise<NextResponse | null> {
  try {
    const store = await pageStore();
    const page = await store.get(lookup.key, lookup.merchant);
    if (page) return respond(page, lookup, 'hit');
    let fill = shared.fills.get(lookup.key);
    if (!fill) {
      fill = (async () => {
        const generation = await store.generation(lookup.merchant);
        const filled = await render(lookup, generation);
        if (filled && storable(filled)) {
          await store.set(lookup.key, filled, PUBLIC_TTL_MS).then(
            () => {
              if (!lookup.frame) recordPageCache(lookup.merchant, 'fill');
            },
            (error: unknown) => console.error('page cache: store failed', messageOf(error)),
          );
        }
        return filled;
      })().finally(() => shared.fills.delete(lookup.key));
      shared.fills.set(lookup.key, fill);
    }
    const filled = await fill;
    if (filled && storable(filled)) return respond(filled, lookup, 'miss');
    // A fill that failed for want of the platform (it went away after the gates were decided): the page as it was last
    // filled, with the notice, rather than the visitor's own render failing the same way.
    if (!filled || filled.status >= 500) {
      const stale = await store.get(lookup.key, lookup.merchant, { stale: true });
      if (stale && storable(stale)) return respond(withShownNotice(stale), lookup, 'stale');
    }
    // Anything else but a whole page (a 404, a redirect, a gate that closed meanwhile) renders for the visitor's own request.
    return null;
  } catch (error) {
    console.error('page cache: unavailable, rendering', messageOf(error));
    return null;
  }
}

/**
 * While the platform cannot answer (proxy.ts: the site is known only from what the platform said last): the page as it
 * was last filled, however old (up to STALE_KEEP_MS past its freshness), with the "some features are unavailable"
 * notice shown, and X-Cache "stale". Nothing is filled. Null when there is no such page.
 */
export function servePageStale(lookup: CacheLookup): Promise<NextResponse | null> {
  return traced(lookup, () => staleFromCache(lookup));
}

async function staleFromCache(lookup: CacheLookup): Promise<NextResponse | null> {
  try {
    const store = await pageStore();
    const page = await store.get(lookup.key, lookup.merchant, { stale: true });
    return page && storable(page) ? respond(withShownNotice(page), lookup, 'stale') : null;
  } catch (error) {
    console.error('page cache: unavailable for a stale page', messageOf(error));
    return null;
  }
}

const tracer = () => trace.getTracer('gaming-frontend.page-cache');

/**
 * `serve` as the "page cache" span of the visitor's request: its merchant, whether it is a visitor's page or a member's
 * frame, and what the cache answered (hit, miss, stale, or render: the page renders for this request).
 */
function traced(lookup: CacheLookup, serve: () => Promise<NextResponse | null>): Promise<NextResponse | null> {
  const attributes = { 'site.merchant': lookup.merchant, 'site.page_cache.kind': lookup.frame ? 'member-frame' : 'page' };
  return tracer().startActiveSpan('page cache', { attributes }, async (span) => {
    try {
      const response = await serve();
      span.setAttribute('site.page_cache.result', response?.headers.get(lookup.frame ? FRAME_HEADER : CACHE_HEADER) ?? 'render');
      return response;
    } finally {
      span.end();
    }
  });
}

/** A stored page with its platform notice shown, made once per stored page. */
const withNotice = new WeakMap<CachedPage, CachedPage>();
function withShownNotice(page: CachedPage): CachedPage {
  let shown = withNotice.get(page);
  if (!shown) withNotice.set(page, (shown = { ...page, body: withPlatformNotice(page.body) }));
  return shown;
}

/** Only a whole 200 HTML page that sets no cookie is shared. */
function storable(page: CachedPage): boolean {
  return page.status === 200 && (page.headers['content-type'] ?? '').startsWith('text/html');
}

function respond(page: CachedPage, lookup: CacheLookup, kind: 'hit' | 'miss' | 'stale'): NextResponse {
  // The nonce is in headers too (a stylesheet's preload Link names it).
  const headers = new Headers(Object.entries(page.headers).map(([name, value]): [string, string] => [name, withNonce(value, page.placeholder, lookup.nonce)]));
  headers.set('Content-Security-Policy', lookup.csp);
  headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  headers.set(lookup.frame ? FRAME_HEADER : CACHE_HEADER, kind);
  // The metric counts visitors' pages only: a member's frame is a cache of its own, and would blur its hit ratio.
  if (!lookup.frame) recordPageCache(lookup.merchant, kind);
  let parts = pieces.get(page);
  if (!parts) pieces.set(page, (parts = cut(page)));
  // Bytes, not a string: no UTF-8 encoding of the whole page on every response.
  const values = {
    nonce: Buffer.from(lookup.nonce),
    signedInAt: Buffer.from(String(lookup.frame?.signedInAt ?? null)),
  };
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(part.bytes);
    if (part.then) chunks.push(values[part.then]);
  }
  return new NextResponse(Buffer.concat(chunks), { status: page.status, headers });
}

/** A stretch of a cached page, and the per-response value that follows it (none after the last). */
interface Piece {
  bytes: Buffer;
  then: 'nonce' | 'signedInAt' | null;
}

/** The page cut at its placeholders: the nonce's, and in a member's frame the sign-in time's. */
function cut(page: CachedPage): Piece[] {
  const marks = [page.placeholder, ...(page.signedInPlaceholder ? [page.signedInPlaceholder] : [])];
  const pattern = new RegExp(marks.join('|'), 'g');
  const found: Piece[] = [];
  let from = 0;
  for (const match of page.body.matchAll(pattern)) {
    found.push({ bytes: Buffer.from(page.body.slice(from, match.index)), then: match[0] === page.placeholder ? 'nonce' : 'signedInAt' });
    from = match.index + match[0].length;
  }
  found.push({ bytes: Buffer.from(page.body.slice(from)), then: null });
  return found;
}

/** A page's HTML as bytes cut at its placeholder, once per stored page (the memory store gives the same object each hit). */
const pieces = new WeakMap<CachedPage, Piece[]>();

/**
 * Renders the page through this server with a fresh placeholder; null when that fails or sets a cookie. A span of its
 * own, whose trace context the fill request carries (the render joins the visitor's trace).
 */
function render(lookup: CacheLookup, generation: number): Promise<CachedPage | null> {
  const config = servingConfig();
  if (!config) return Promise.resolve(null);
  return tracer().startActiveSpan('page cache fill', { kind: SpanKind.CLIENT, attributes: { 'site.merchant': lookup.merchant } }, (span) =>
    fill(lookup, generation, config.internalOrigin, span).finally(() => span.end()),
  );
}

function fill(lookup: CacheLookup, generation: number, internalOrigin: string, span: Span): Promise<CachedPage | null> {
  const placeholder = newPlaceholder();
  const frame = lookup.frame ? { memberType: lookup.frame.memberType, signedInAt: newSignedInPlaceholder() } : null;
  const url = new URL(lookup.request.url);
  const origin = new URL(internalOrigin);
  const headers: Record<string, string> = {
    host: lookup.request.headers.get('host') ?? '',
    accept: 'text/html',
    'user-agent': 'site-page-cache',
    [FILL_VISITOR_HEADER]: fillVisitorValue(lookup.scheme, lookup.visitorIp),
    [FILL_HEADER]: fillHeaderValue({ placeholder, frame }),
  };
  if (lookup.consentCookie) headers.cookie = lookup.consentCookie;
  // `traceparent` (and `tracestate`) of the fill's span: the render is part of the visitor's trace.
  propagation.inject(context.active(), headers);
  return new Promise((resolve) => {
    const req = httpRequest(
      { hostname: origin.hostname, port: origin.port, path: `${url.pathname}${url.search}`, method: 'GET', headers, timeout: FILL_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        span.setAttribute('http.response.status_code', res.statusCode ?? 0);
        res.on('error', () => resolve(null));
        res.on('end', () => {
          if (res.headers['set-cookie'] || res.headers['content-encoding']) return resolve(null);
          const kept: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 500,
            headers: kept,
            body,
            placeholder,
            ...(frame ? { signedInPlaceholder: String(frame.signedInAt) } : {}),
            generation,
            filledAt: Date.now(),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('fill timed out')));
    req.on('error', (error) => {
      console.error('page cache: fill failed', messageOf(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
      resolve(null);
    });
    req.end();
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
