/// <reference lib="webworker" />
/**
 * The service worker (Serwist), bundled by app/serwist/[path]/route.ts during `next build` and served at /serwist/sw.js
 * with the whole site as its scope. It makes the site installable and shows the merchant's offline page when a page
 * cannot load; what it stores is decided by lib/pwa/sw-rules.ts: the build's hashed assets and the offline page, never an
 * API answer or a page.
 */
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { CACHE_OFFLINE_MESSAGE, OFFLINE_PATH } from '@/lib/pwa/sw-contract';
import {
  OFFLINE_CACHE,
  STATIC_CACHE,
  STATIC_MAX_AGE_SECONDS,
  STATIC_MAX_ENTRIES,
  cacheRule,
  isOfflinePath,
  offlinePathsFor,
  storable,
} from '@/lib/pwa/sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  /** The precache list, put here by the build (only the offline page: see app/serwist/[path]/route.ts). */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const origin = self.location.origin;
const OFFLINE_PAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => cacheRule(request, origin) === 'static',
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [
          { cacheWillUpdate: async ({ response }) => (storable(response) ? response : null) },
          new ExpirationPlugin({ maxEntries: STATIC_MAX_ENTRIES, maxAgeSeconds: STATIC_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    // Pages always come from the network (a member's page is theirs alone); a failure ends in the catch handler below.
    { matcher: ({ request }) => cacheRule(request, origin) === 'navigation', handler: new NetworkOnly() },
  ],
});

/** The offline page for a navigation that failed: the one in the page's language if the page asked for it, else the default's. */
serwist.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(OFFLINE_CACHE);
  for (const path of offlinePathsFor(new URL(request.url).pathname)) {
    const page = (await cache.match(path)) ?? (path === OFFLINE_PATH ? await serwist.matchPrecache(OFFLINE_PATH) : undefined);
    if (page) return page;
  }
  return Response.error();
});

self.addEventListener('install', (event) => void serwist.handleInstall(event));
self.addEventListener('activate', (event) => void serwist.handleActivate(event));
self.addEventListener('fetch', (event) => serwist.handleFetch(event));

// A page in another language than the merchant's default asks for its offline page (components/download/service-worker.tsx).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; path?: unknown } | null;
  if (!data || data.type !== CACHE_OFFLINE_MESSAGE || !isOfflinePath(data.path) || data.path === OFFLINE_PATH) return;
  const path = data.path;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      // Pages ask on every load: a copy younger than a day is kept as it is.
      const kept = await cache.match(path);
      if (kept && Date.now() - Date.parse(kept.headers.get('date') ?? '') < OFFLINE_PAGE_MAX_AGE_MS) return;
      const response = await fetch(path, { credentials: 'omit', cache: 'no-store' });
      if (storable(response) && response.headers.get('content-type')?.startsWith('text/html')) await cache.put(path, response);
    })().catch(() => undefined),
  );
});
