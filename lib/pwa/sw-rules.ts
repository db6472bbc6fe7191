/**
 * What the service worker (app/sw.ts) does with each request, as pure functions the unit tests run. The rule of the
 * house: only the build's hashed assets and the offline page are ever stored. API answers, pages (a member's HTML and
 * the router's RSC payloads alike), images of the platform's CDN and anything else pass through untouched.
 */

import { OFFLINE_PATH } from './sw-contract';

/** Cache names: the build's assets, and the offline page in the visitor's language. */
export const STATIC_CACHE = 'static-assets';
export const OFFLINE_CACHE = 'offline-pages';
/** Assets of older builds leave the cache by count and age. */
export const STATIC_MAX_ENTRIES = 300;
export const STATIC_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type CacheRule =
  /** A hashed build asset (/_next/static/…): cache first, it never changes. */
  | 'static'
  /** A page load: always from the network, never stored; the offline page when the network fails. */
  | 'navigation'
  /** Everything else: the worker stays out of it. */
  | 'none';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

const LOCALE_SEGMENT = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i;

export function cacheRule(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== 'GET') return 'none';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'none';
  }
  if (url.origin !== origin) return 'none';
  // The site's API (member data, balances, everything signed in) is never stored, not even by accident.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'none';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/_next/static/') && !url.search) return 'static';
  return 'none';
}

/** Whether a response may be stored under the 'static' rule: a whole, successful, same-origin answer. */
export function storable(response: { status: number; type: string }): boolean {
  return response.status === 200 && response.type === 'basic';
}

/**
 * The offline pages to try for a failed navigation, best first: the one of the path's language prefix if the path has
 * what looks like one (/vi/promotions: /vi/offline), then the default language's. The worker keeps the first it has.
 */
export function offlinePathsFor(pathname: string): string[] {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return first && LOCALE_SEGMENT.test(first) ? [`/${first.toLowerCase()}${OFFLINE_PATH}`, OFFLINE_PATH] : [OFFLINE_PATH];
}

/** A path the page may ask the worker to store: an offline page, in the default language or a prefixed one. */
export function isOfflinePath(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  const match = /^\/(?:([^/]+)\/)?offline$/.exec(path);
  // Three letters look like a language; /api never is one.
  return match !== null && (match[1] === undefined || (LOCALE_SEGMENT.test(match[1]) && match[1].toLowerCase() !== 'api'));
}
