/**
 * Writes must come from our own pages: the Origin header must name this very origin, scheme, host and port alike. A
 * write without Origin is refused (browsers send it on every cross-origin and same-origin POST, PUT and DELETE).
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this closes the rest.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('host')?.toLowerCase();
  const origin = request.headers.get('origin');
  if (!host || !origin) return false;
  // The scheme the visitor used: our proxy's word (X-Forwarded-Proto survives only with TRUST_PROXY=1), else http.
  const scheme = (request.headers.get('x-forwarded-proto') ?? 'http').split(',')[0]!.trim().toLowerCase();
  try {
    const url = new URL(origin);
    return url.protocol === `${scheme}:` && url.host.toLowerCase() === host;
  } catch {
    return false;
  }
}
