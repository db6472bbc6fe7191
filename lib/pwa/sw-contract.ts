/**
 * What the page and the service worker (app/sw.ts) agree on: where the worker is, what it controls, where the offline
 * page is and the one message a page sends it. Constants only: every page's script carries them.
 */

/** Where the service worker is served (app/serwist/[path]/route.ts) and what it controls. */
export const SW_URL = '/serwist/sw.js';
export const SW_SCOPE = '/';

/** The branded page shown when a navigation fails offline (app/[host]/[locale]/offline/route.ts). */
export const OFFLINE_PATH = '/offline';

/** The page asks the worker to keep the offline page of its language: { type, path }. */
export const CACHE_OFFLINE_MESSAGE = 'cache-offline-page';
