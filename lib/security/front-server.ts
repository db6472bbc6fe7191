/**
 * Names shared with the server in front of Next (scripts/site-server.mjs, plain JavaScript that keeps its own copy: a
 * unit test holds them equal).
 *
 * A page address that is not valid percent-encoding: the front answers it with 400 and marks the request with this
 * header, which it drops from every client request; proxy.ts then renders the merchant's "address not valid" page at
 * this route.
 */
export const INVALID_ADDRESS_HEADER = 'x-site-invalid-address';
export const INVALID_ADDRESS_ROUTE = '/__invalid-address';

/** The status proxy.ts gives a screen it rewrites to; the server in front applies it (Next keeps rewrites at 200). */
export const STATUS_HEADER = 'x-site-status';

/** Set by the front on a plain page GET (none of the framework's own fetches): the page cache may answer it. */
export const PLAIN_PAGE_HEADER = 'x-site-plain-page';
