/**
 * Writes must come from our own pages: the Origin header (or, without it, Sec-Fetch-Site) must name this host.
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this closes the rest.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('host');
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return !!host && new URL(origin).host.toLowerCase() === host.toLowerCase();
    } catch {
      return false;
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
