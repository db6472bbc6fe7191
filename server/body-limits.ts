/**
 * What the server in front of Next refuses by a request's headers alone, before a byte of its body is read: the bodies
 * no route takes. Each API route bounds what it reads itself (lib/api/request-body.ts: the JSON limit, an upload's),
 * chunked bodies included; this is the coarse first line, so a 100 MB body costs the site one look at its headers.
 *
 *  - a page (anything outside /api/) takes no body: the site has no forms that post to a page and no server actions,
 *    and Next would buffer a page request's body for proxy.ts;
 *  - an API request may declare at most BODY_CEILING_BYTES, the largest body any route takes (an upload: a 5 MB image
 *    and its multipart framing; tests/unit/server/visitor.test.ts holds the ceiling above every route's own limit).
 */

export const BODY_CEILING_BYTES = 6 * 1024 * 1024;

/** Whether the request's body is larger than its path takes, by its headers (an API route bounds the rest itself). */
export function bodyRefusal(pathname: string, headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
  const chunked = headers['transfer-encoding'] !== undefined;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (!isApi) return chunked || (length !== null && length > 0);
  return length !== null && length > BODY_CEILING_BYTES;
}
