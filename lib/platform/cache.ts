import 'server-only';
import { LRUCache } from 'lru-cache';
import { isPlatformUnavailable } from './errors';
import { DATA_TAGS, type DataTag } from './data-tags';

/**
 * Server-side cache for merchant-public platform reads. Keys are named here and nowhere else; every key starts with
 * its merchant (or host), so one merchant's data can be dropped without touching another's. Member data is never cached.
 */

export const CacheKey = {
  siteStatus: (host: string, ip: string) => `host:${host}:status:${ip}`,
  announcements: (merchant: string, language: string) => `merchant:${merchant}:announcements:${language}`,
  vendors: (merchant: string, language: string) => `merchant:${merchant}:vendors:${language}`,
  registerSettings: (merchant: string) => `merchant:${merchant}:register-settings`,
  /** Single or multi wallet (GCS_merchantWallet): the spec's "merchantWallet" session cache, kept per merchant here. */
  merchantWallet: (merchant: string) => `merchant:${merchant}:merchant-wallet`,
  countries: (merchant: string) => `merchant:${merchant}:countries`,
  helpCenter: (merchant: string, language: string) => `merchant:${merchant}:help:${language}`,
  promotions: (merchant: string, language: string, category: string) => `merchant:${merchant}:promotions:${language}:${category}`,
  promotionPages: (merchant: string, language: string) => `merchant:${merchant}:promotion-pages:${language}`,
  promotionPage: (merchant: string, language: string, id: number) => `merchant:${merchant}:promotion-page:${language}:${id}`,
  gameList: (merchant: string, language: string, request: string) => `merchant:${merchant}:games:${language}:${request}`,
  hotGames: (merchant: string, language: string) => `merchant:${merchant}:hot-games:${language}`,
  popularLotteries: (merchant: string, language: string) => `merchant:${merchant}:popular-lotteries:${language}`,
  /** Every lottery's draw (the lottery pages): the popular-lotteries call without a prize mode. */
  lotteryDraws: (merchant: string, language: string) => `merchant:${merchant}:lottery-draws:${language}`,
  vnNumbers: (merchant: string) => `merchant:${merchant}:vn-numbers`,
  winners: (merchant: string) => `merchant:${merchant}:winners`,
  lotteryMenus: (merchant: string, language: string) => `merchant:${merchant}:lottery-menus:${language}`,
  vnLotteryMenus: (merchant: string, language: string) => `merchant:${merchant}:vn-lottery-menus:${language}`,
  domainRoutes: (merchant: string) => `merchant:${merchant}:domain-routes`,
} as const;

/** Site status must reflect a platform change within 10 seconds, so it lives 5. */
export const STATUS_TTL_MS = Number(process.env.SITE_STATUS_TTL_MS || 5000);
export const PUBLIC_TTL_MS = Number(process.env.PUBLIC_DATA_TTL_MS || 30000);
/** How old merchant-public data may be when it is served because the platform cannot answer. */
export const STALE_MAX_MS = 10 * 60 * 1000;

/**
 * One store per process: proxy.ts and the app's pages and routes are bundled separately, each with its own copy of
 * this module, so the store hangs off globalThis. A page request then resolves its site once: the proxy's call fills
 * the entry the page reads.
 */
interface Entry {
  value: unknown;
  /** Epoch ms after which the value is refreshed (it may still be served while the platform cannot answer). */
  freshUntil: number;
}
interface SharedCache {
  store: LRUCache<string, Entry>;
  inflight: Map<string, Promise<unknown>>;
}
const SHARED = Symbol.for('gaming-frontend.platform-cache');
const shared: SharedCache = ((globalThis as { [SHARED]?: SharedCache })[SHARED] ??= {
  store: new LRUCache<string, Entry>({ max: 5000, ttl: STALE_MAX_MS }),
  inflight: new Map(),
});
const { store, inflight } = shared;

/**
 * Read through the cache; concurrent misses for one key share one platform call. Failures are never cached. With
 * `staleOnError`, a value past its ttl is still served (up to STALE_MAX_MS old) while the platform cannot answer
 * (unreachable, slow, failing, circuit open), so a platform blip costs the pages nothing they had already shown.
 */
export async function cached<T>(key: string, ttl: number, load: () => Promise<T>, { staleOnError = false } = {}): Promise<T> {
  const hit = store.get(key);
  if (hit && hit.freshUntil > Date.now()) return hit.value as T;
  let pending = inflight.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load()
      .then((value) => {
        store.set(key, { value, freshUntil: Date.now() + ttl }, { ttl: staleOnError ? Math.max(ttl, STALE_MAX_MS) : ttl });
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  if (!hit || !staleOnError) return pending;
  return pending.catch((error: unknown) => {
    if (isPlatformUnavailable(error)) return hit.value as T;
    throw error;
  });
}

/** What the cache holds under `key`, however old (up to STALE_MAX_MS), without asking the platform; undefined if nothing. */
export function cachedValue<T>(key: string): T | undefined {
  return store.get(key)?.value as T | undefined;
}

/** Merchant-public data (banners, notices, vendors, help, settings): PUBLIC_TTL_MS fresh, served stale while the platform is down. */
export function cachedPublic<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cached(key, PUBLIC_TTL_MS, load, { staleOnError: true });
}

/** Drops a merchant's cached public data (of one tag, or all of it) from this process; returns how many entries. */
export function dropMerchantData(merchant: string, tag: DataTag | null): number {
  const prefix = `merchant:${merchant}:`;
  const kinds: readonly string[] | null = tag ? DATA_TAGS[tag] : null;
  let dropped = 0;
  for (const key of [...store.keys()]) {
    if (!key.startsWith(prefix)) continue;
    if (kinds && !kinds.includes(key.slice(prefix.length).split(':', 1)[0]!)) continue;
    store.delete(key);
    dropped++;
  }
  return dropped;
}
