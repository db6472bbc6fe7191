import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * Server-side cache for merchant-public platform reads. Keys are named here and nowhere else; every key starts with
 * its merchant (or host), so one merchant's data can be dropped without touching another's. Member data is never cached.
 */

export const CacheKey = {
  siteStatus: (host: string, ip: string) => `host:${host}:status:${ip}`,
  announcements: (merchant: string, language: string) => `merchant:${merchant}:announcements:${language}`,
  vendors: (merchant: string, language: string) => `merchant:${merchant}:vendors:${language}`,
  registerSettings: (merchant: string) => `merchant:${merchant}:register-settings`,
  countries: (merchant: string) => `merchant:${merchant}:countries`,
  helpCenter: (merchant: string, language: string) => `merchant:${merchant}:help:${language}`,
  promotions: (merchant: string, language: string, category: string) => `merchant:${merchant}:promotions:${language}:${category}`,
} as const;

/** Site status must reflect a platform change within 10 seconds (issue #2), so it lives 5. */
export const STATUS_TTL_MS = Number(process.env.SITE_STATUS_TTL_MS || 5000);
export const PUBLIC_TTL_MS = Number(process.env.PUBLIC_DATA_TTL_MS || 30000);

/**
 * One store per process: proxy.ts and the app's pages and routes are bundled separately, each with its own copy of
 * this module, so the store hangs off globalThis. A page request then resolves its site once: the proxy's call fills
 * the entry the page reads.
 */
interface SharedCache {
  store: LRUCache<string, { value: unknown }>;
  inflight: Map<string, Promise<unknown>>;
}
const SHARED = Symbol.for('gaming-frontend.platform-cache');
const shared: SharedCache = ((globalThis as { [SHARED]?: SharedCache })[SHARED] ??= {
  store: new LRUCache<string, { value: unknown }>({ max: 5000 }),
  inflight: new Map(),
});
const { store, inflight } = shared;

/** Read through the cache; concurrent misses for one key share one platform call. Failures are never cached. */
export async function cached<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
  const hit = store.get(key);
  if (hit) return hit.value as T;
  const pending = inflight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = load()
    .then((value) => {
      store.set(key, { value }, { ttl });
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, promise);
  return promise;
}
