import 'server-only';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { NextResponse } from 'next/server';
import { PUBLIC_TTL_MS } from '@/lib/platform/cache';
import { newPlaceholder, sameSecret, withNonce } from './nonce';
import { pageStore, type CachedPage } from './store';

/**
 * The page cache as proxy.ts uses it, after every gate has been decided. A miss is filled by rendering the page once
 * through this same server (a loopback request marked with this process's fill secret and carrying no cookie but the
 * analytics consent), with a placeholder for the nonce; the HTML is stored, and this response and every later one get
 * it with a nonce of their own. Concurrent misses for one page share one fill. Whatever goes wrong (no store, Redis
 * gone, a failed fill) the page renders as if there were no cache.
 */

/** The request header that marks a fill: "<process secret>.<placeholder>". */
export const FILL_HEADER = 'x-site-page-fill';
/** Says whether a page came from the cache ("hit") or was rendered for it ("miss"). */
export const CACHE_HEADER = 'x-cache';
/** What a page response says to browsers and proxies: never store it (each carries its own nonce). */
const PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
/** Response headers of a render that travel with the cached page (the rest are per response, or the front's). */
const KEPT_HEADERS = ['content-type', 'vary', 'link', 'x-robots-tag', 'content-language'];
/** A fill slower than this is abandoned (the visitor's own render then runs). */
const FILL_TIMEOUT_MS = 15_000;

interface Shared {
  secret: string;
  fills: Map<string, Promise<CachedPage | null>>;
}
const SHARED = Symbol.for('gaming-frontend.page-fill');
// The workers of one site (SITE_WORKERS) share the secret: a fill sent by one may be answered by another.
const shared: Shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= { secret: fillSecret(), fills: new Map() });

function fillSecret(): string {
  const given = process.env.SITE_FILL_SECRET ?? '';
  return given.length >= 24 ? given : randomBytes(24).toString('base64url');
}

/**
 * The build whose pages the cache holds, when the cache runs: a production build behind the site's own server, and not
 * turned off. Null otherwise.
 */
export function pageCacheBuild(): string | null {
  const build = process.env.SITE_BUILD_ID;
  return build && process.env.SITE_INTERNAL_ORIGIN && process.env.SITE_PAGE_CACHE !== 'off' ? build : null;
}

/** The placeholder nonce a fill request carries, when it is one of this process's fills; null otherwise. */
export function fillPlaceholder(headers: Headers): string | null {
  const value = headers.get(FILL_HEADER);
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0 || !sameSecret(value.slice(0, dot), shared.secret)) return null;
  const placeholder = value.slice(dot + 1);
  return /^[0-9a-f]{40}$/.test(placeholder) ? placeholder : null;
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
}

/** The page from the cache (filling it on a miss), or null to render it as usual. */
export async function servePageFromCache(lookup: CacheLookup): Promise<NextResponse | null> {
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
          await store.set(lookup.key, filled, PUBLIC_TTL_MS).catch((error: unknown) => console.error('page cache: store failed', messageOf(error)));
        }
        return filled;
      })().finally(() => shared.fills.delete(lookup.key));
      shared.fills.set(lookup.key, fill);
    }
    const filled = await fill;
    // Anything but a whole page (a 404, a redirect, a gate that closed meanwhile) renders for the visitor's own request.
    return filled && storable(filled) ? respond(filled, lookup, 'miss') : null;
  } catch (error) {
    console.error('page cache: unavailable, rendering', messageOf(error));
    return null;
  }
}

/** Only a whole 200 HTML page that sets no cookie is shared. */
function storable(page: CachedPage): boolean {
  return page.status === 200 && (page.headers['content-type'] ?? '').startsWith('text/html');
}

function respond(page: CachedPage, lookup: CacheLookup, kind: 'hit' | 'miss'): NextResponse {
  // The nonce is in headers too (a stylesheet's preload Link names it).
  const headers = new Headers(Object.entries(page.headers).map(([name, value]): [string, string] => [name, withNonce(value, page.placeholder, lookup.nonce)]));
  headers.set('Content-Security-Policy', lookup.csp);
  headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  headers.set(CACHE_HEADER, kind);
  let parts = pieces.get(page);
  if (!parts) pieces.set(page, (parts = page.body.split(page.placeholder).map((part) => Buffer.from(part))));
  // Bytes, not a string: no UTF-8 encoding of the whole page on every response.
  const nonce = Buffer.from(lookup.nonce);
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(nonce, part)));
  return new NextResponse(Buffer.concat(chunks), { status: page.status, headers });
}

/** A page's HTML as bytes cut at its placeholder, once per stored page (the memory store gives the same object each hit). */
const pieces = new WeakMap<CachedPage, Buffer[]>();

/** Renders the page through this server with a fresh placeholder; null when that fails or sets a cookie. */
function render(lookup: CacheLookup, generation: number): Promise<CachedPage | null> {
  const placeholder = newPlaceholder();
  const url = new URL(lookup.request.url);
  const origin = new URL(process.env.SITE_INTERNAL_ORIGIN!);
  const headers: Record<string, string> = {
    host: lookup.request.headers.get('host') ?? '',
    accept: 'text/html',
    'user-agent': 'site-page-cache',
    'x-forwarded-for': lookup.visitorIp,
    'x-forwarded-proto': lookup.scheme,
    [FILL_HEADER]: `${shared.secret}.${placeholder}`,
  };
  if (lookup.consentCookie) headers.cookie = lookup.consentCookie;
  return new Promise((resolve) => {
    const req = httpRequest(
      { hostname: origin.hostname, port: origin.port, path: `${url.pathname}${url.search}`, method: 'GET', headers, timeout: FILL_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve(null));
        res.on('end', () => {
          if (res.headers['set-cookie'] || res.headers['content-encoding']) return resolve(null);
          const kept: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ status: res.statusCode ?? 500, headers: kept, body: Buffer.concat(chunks).toString('utf8'), placeholder, generation, filledAt: Date.now() });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('fill timed out')));
    req.on('error', (error) => {
      console.error('page cache: fill failed', messageOf(error));
      resolve(null);
    });
    req.end();
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
