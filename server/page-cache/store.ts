import 'server-only';
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { dropMerchantData, STALE_MAX_MS } from '@/lib/platform/cache';
import { isDataTag } from '@/lib/platform/data-tags';
import { servingConfig } from '../config';
import { recordRedisUp } from '../observability/metrics';

/**
 * Where cached pages live: in this process's memory, or in Redis when REDIS_URL is set, so every instance behind a
 * load balancer serves what any of them rendered. A merchant's pages are dropped at once by a generation number: each
 * page is stored with its merchant's generation when it was filled, and a purge moves the generation on.
 *
 * proxy.ts (which reads and fills) and the API route that purges are bundled apart, each with its own copy of this
 * module, so the store hangs off globalThis: one per process.
 */

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** The HTML, holding `placeholder` wherever the nonce goes. */
  body: string;
  placeholder: string;
  /** A member's frame (member-frame.ts): what stands for the member's sign-in time in `body`. */
  signedInPlaceholder?: string;
  /** The merchant's generation at the fill. */
  generation: number;
  filledAt: number;
  /** Until when it is served as it is; after that it is kept (up to STALE_KEEP_MS more) only for when the platform is down. */
  freshUntil?: number;
}

export interface PageStore {
  readonly kind: 'memory' | 'redis';
  /**
   * The page under `key`, if stored, of the merchant's current generation, and fresh; with `stale`, also one past its
   * freshness (kept STALE_KEEP_MS longer, for while the platform cannot answer: serve.ts servePageStale).
   */
  get(key: string, merchant: string, options?: { stale?: boolean }): Promise<CachedPage | null>;
  /** Stores a page fresh for `ttlMs`, and kept STALE_KEEP_MS beyond. */
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  generation(merchant: string): Promise<number>;
  /** Drops every page of the merchant, on every instance; returns the new generation. */
  purge(merchant: string): Promise<number>;
  /** Called, on every instance, with each merchant purged (and the data tag, if the purge named one). */
  onPurge(listener: (merchant: string, tag: string | null) => void): void;
  /** Tells every instance's listeners (after purge). */
  announce(merchant: string, tag: string | null): Promise<void>;
  /**
   * Another worker's purge of the merchant (SITE_WORKERS: server/workers.ts relays it): its pages here go too, and the
   * listeners hear of it. On Redis, nothing: the purge's own announcement reached every process.
   */
  dropRelayed(merchant: string, tag: string | null): void;
  /**
   * Marks `key` as used for `ttlMs`: true the first time, false while it is still marked (a signed purge's signature,
   * taken once). Shared by every instance on Redis; in memory, by this process.
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
}

/** How long a page is kept past its freshness, to be served while the platform cannot answer (the public data's own stale limit). */
export const STALE_KEEP_MS = STALE_MAX_MS;

/** Whether a stored page may be served: of the merchant's generation, and fresh unless a stale one is asked for. */
function servable(page: CachedPage, generation: number, stale: boolean): boolean {
  return page.generation === generation && (stale || (page.freshUntil ?? Number.POSITIVE_INFINITY) > Date.now());
}

/** At most this much HTML in memory (bytes counted as UTF-16 units, near enough). */
const MEMORY_MAX_CHARS = 128 * 1024 * 1024;
const PURGE_CHANNEL = 'site:page-cache:purge';
const RETRY_CONNECT_MS = 5000;

class MemoryStore implements PageStore {
  readonly kind = 'memory';
  private pages = new LRUCache<string, CachedPage>({ maxSize: MEMORY_MAX_CHARS, sizeCalculation: (page) => Math.max(1, page.body.length), ttlAutopurge: false });
  private generations = new Map<string, number>();
  private listeners: ((merchant: string, tag: string | null) => void)[] = [];
  private claimed = new LRUCache<string, true>({ max: 10_000, ttlAutopurge: false });

  async get(key: string, merchant: string, { stale = false } = {}) {
    const page = this.pages.get(key);
    return page && servable(page, this.generations.get(merchant) ?? 0, stale) ? page : null;
  }
  async set(key: string, page: CachedPage, ttlMs: number) {
    this.pages.set(key, { ...page, freshUntil: Date.now() + ttlMs }, { ttl: ttlMs + STALE_KEEP_MS });
  }
  async generation(merchant: string) {
    return this.generations.get(merchant) ?? 0;
  }
  async purge(merchant: string) {
    const next = (this.generations.get(merchant) ?? 0) + 1;
    this.generations.set(merchant, next);
    return next;
  }
  onPurge(listener: (merchant: string, tag: string | null) => void) {
    this.listeners.push(listener);
  }
  async announce(merchant: string, tag: string | null) {
    this.tell(merchant, tag);
    // The other workers of this site (SITE_WORKERS), each with pages in its own memory: answered once each has it.
    await servingConfig()?.relay?.announce(merchant, tag);
  }
  async claimOnce(key: string, ttlMs: number) {
    if (this.claimed.has(key)) return false;
    this.claimed.set(key, true, { ttl: ttlMs });
    return true;
  }
  dropRelayed(merchant: string, tag: string | null) {
    this.generations.set(merchant, (this.generations.get(merchant) ?? 0) + 1);
    this.tell(merchant, tag);
  }
  private tell(merchant: string, tag: string | null) {
    for (const listener of this.listeners) listener(merchant, tag);
  }
}

// A worker of several (SITE_WORKERS) hands the other workers' purges to this process's store from the moment this
// module is loaded (its first page or API request); before that it holds nothing to purge, and the relay answers at
// once (server/workers.ts). Both of this module's copies (proxy.ts and the API are bundled apart) set the same
// handler: the store is one per process.
servingConfig()?.relay?.onRelayed(async (merchant, tag) => (await pageStore()).dropRelayed(merchant, tag));

type Redis = ReturnType<typeof createClient>;

class RedisStore implements PageStore {
  readonly kind = 'redis';
  private listeners: ((merchant: string, tag: string | null) => void)[] = [];
  private subscribed: Promise<unknown> | null = null;

  constructor(
    private readonly client: Redis,
    private readonly url: string,
  ) {}

  private static generationKey(merchant: string) {
    return `site:generation:${merchant}`;
  }

  async get(key: string, merchant: string, { stale = false } = {}) {
    // One round trip: the client pipelines commands sent in the same tick.
    const [raw, generation] = await Promise.all([this.client.get(key), this.client.get(RedisStore.generationKey(merchant))]);
    if (!raw) return null;
    const page = JSON.parse(raw) as CachedPage;
    return servable(page, Number(generation ?? 0), stale) ? page : null;
  }
  async set(key: string, page: CachedPage, ttlMs: number) {
    const kept = { ...page, freshUntil: Date.now() + ttlMs };
    await this.client.set(key, JSON.stringify(kept), { PX: Math.max(1, Math.round(ttlMs + STALE_KEEP_MS)) });
  }
  async generation(merchant: string) {
    return Number((await this.client.get(RedisStore.generationKey(merchant))) ?? 0);
  }
  async purge(merchant: string) {
    return this.client.incr(RedisStore.generationKey(merchant));
  }
  onPurge(listener: (merchant: string, tag: string | null) => void) {
    this.listeners.push(listener);
    this.subscribed ??= (async () => {
      const subscriber = createClient({ url: this.url });
      subscriber.on('error', (error: unknown) => console.error('page cache: redis subscriber', error instanceof Error ? error.message : error));
      await subscriber.connect();
      await subscriber.subscribe(PURGE_CHANNEL, (message) => {
        try {
          const { merchant, tag } = JSON.parse(message) as { merchant: string; tag: string | null };
          for (const each of this.listeners) each(merchant, tag);
        } catch {
          // not ours
        }
      });
    })().catch((error: unknown) => console.error('page cache: redis subscribe failed', error instanceof Error ? error.message : error));
  }
  async announce(merchant: string, tag: string | null) {
    await this.client.publish(PURGE_CHANNEL, JSON.stringify({ merchant, tag }));
  }
  async claimOnce(key: string, ttlMs: number) {
    return (await this.client.set(key, '1', { NX: true, PX: Math.max(1, Math.round(ttlMs)) })) === 'OK';
  }
  dropRelayed() {
    // The purge's own announcement (PURGE_CHANNEL) reached every process.
  }
}

interface Shared {
  store: Promise<PageStore>;
}
const SHARED = Symbol.for('gaming-frontend.page-store');

/** This process's store (created on first use; Redis when REDIS_URL is set). */
export function pageStore(): Promise<PageStore> {
  const holder = globalThis as { [SHARED]?: Shared };
  holder[SHARED] ??= {
    store: createStore().then(
      (store) => {
        // A purge on any instance drops the merchant's public data here too, so the next fill reads it afresh.
        store.onPurge((merchant, tag) => dropMerchantData(merchant, isDataTag(tag) ? tag : null));
        return store;
      },
      (error: unknown) => {
        // Redis not there yet: pages render uncached, and the store is tried again a little later.
        setTimeout(() => delete holder[SHARED], RETRY_CONNECT_MS).unref();
        throw error;
      },
    ),
  };
  return holder[SHARED].store;
}

async function createStore(): Promise<PageStore> {
  const url = process.env.REDIS_URL;
  if (!url) return new MemoryStore();
  const client = createClient({
    url,
    // A Redis that is gone must not hold pages up: commands fail at once and the page renders as if uncached.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  client.on('error', (error: unknown) => {
    recordRedisUp(false);
    console.error('page cache: redis', error instanceof Error ? error.message : error);
  });
  client.on('ready', () => recordRedisUp(true));
  client.on('end', () => recordRedisUp(false));
  try {
    await client.connect();
  } catch (error) {
    recordRedisUp(false);
    throw error;
  }
  return new RedisStore(client, url);
}

/** For unit tests: a store of its own. */
export function memoryStore(): PageStore {
  return new MemoryStore();
}
