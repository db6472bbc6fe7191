import { visitorScheme } from './visitor';

/**
 * Writes must come from our own pages: the Origin header must name this very origin, scheme, host and port alike. A
 * write without Origin is refused (browsers send it on every cross-origin and same-origin POST, PUT and DELETE).
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this closes the rest.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('host')?.toLowerCase();
  const origin = request.headers.get('origin');
  if (!host || !origin) return false;
  const scheme = visitorScheme(request.headers);
  try {
    const url = new URL(origin);
    return url.protocol === `${scheme}:` && url.host.toLowerCase() === host;
  } catch {
    return false;
  }
}
