/**
 * Every name the parts of the serving module (server/) pass between each other, in one place: the headers the front
 * (front.ts) sets for proxy.ts and the page cache, the headers of a page fill, the messages the workers and their
 * primary exchange (workers.ts), and the key under which the front hands its config to the page cache (config.ts).
 * The front is bundled by esbuild and the page cache by Next, each with its own copy of this module: one source, so
 * they cannot disagree.
 */

/**
 * A page address that is not valid percent-encoding: the front answers it with 400 and marks the request with this
 * header, which it drops from every client request; proxy.ts then renders the merchant's "address not valid" page at
 * this route.
 */
export const INVALID_ADDRESS_HEADER = 'x-site-invalid-address';
export const INVALID_ADDRESS_ROUTE = '/__invalid-address';

/**
 * The status proxy.ts gives a screen it rewrites to (503 for "platform unreachable", 404 for an unknown host): Next
 * keeps a rewrite's status at 200, so the front applies it, and the header goes no further.
 */
export const STATUS_HEADER = 'x-site-status';

/**
 * Set by the front (and only by it: a client's copy is dropped) on a plain page request: a GET that is none of the
 * framework's own fetches. Only such a request may come from the page cache: proxy.ts cannot tell, as Next takes the
 * RSC headers and the `_rsc` query off the request before proxy.ts sees it.
 */
export const PLAIN_PAGE_HEADER = 'x-site-plain-page';

/**
 * The query parameter that hands a player's session over from the operator's app or back office (spec §4 "Logged-in":
 * a token in the page query string signs the player in). The front keeps such a request out of the page cache and
 * gives its answer no-store and no referrer; proxy.ts checks the token with the platform, seals it into the session
 * and takes it off the address (lib/session/hand-off.ts).
 */
export const HAND_OFF_PARAM = 'token';

/** A fill: the loopback request through which the page cache renders a page once (page-cache/fill.ts). */
export const FILL_HEADER = 'x-site-page-fill';
/** The visitor a fill renders for, as the front saw them when they asked: "<scheme> <address>". */
export const FILL_VISITOR_HEADER = 'x-site-page-fill-visitor';

/** The messages a worker and the primary exchange (workers.ts). */
export const WORKER_MESSAGE = {
  /** A worker asks the primary for the site's options (config.ts SiteOptions), which it answers with OPTIONS. */
  OPTIONS_WANTED: 'site:options-wanted',
  OPTIONS: 'site:options',
  /** A worker tells the primary it listens. */
  READY: 'site:ready',
  /** A worker's purge, relayed by the primary to every other worker; each answers PURGED, and the first hears PURGE_DONE. */
  PURGE: 'site:purge',
  PURGED: 'site:purged',
  PURGE_DONE: 'site:purge-done',
} as const;

/** Where on globalThis the front puts its config for the page cache (config.ts). */
export const SERVING_CONFIG_KEY = Symbol.for('gaming-frontend.serving-config');

/**
 * Set by proxy.ts on its answer for the front, which reads it and sends it no further: the merchant the request was
 * for (its metrics and its log line), and for a page the page cache answered, the app route it stands for (what the
 * rewrite would have been: the front names the route pattern from it, server/observability/routes.ts).
 */
export const MERCHANT_HEADER = 'x-site-merchant';
export const ROUTE_HEADER = 'x-site-route';

/** The request's id: taken from a trusted proxy, or made by the front; on every response, in the log line and on error pages. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Where on globalThis the hooks a process runs before it exits are kept (shutdown-hooks.ts). */
export const SHUTDOWN_HOOKS_KEY = Symbol.for('gaming-frontend.shutdown-hooks');
