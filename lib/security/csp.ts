/** The Content-Security-Policy of every page: scripts only with this request's nonce. */

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string,
  options: { imageOrigins?: string[]; frameOrigins?: string[]; connectOrigins?: string[]; dev?: boolean } = {},
): string {
  const images = ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])];
  // The game frame: exactly the origins the platform names for games (launchGameCDNs), nothing wider.
  const frames = ["'self'", ...(options.frameOrigins ?? [])];
  // The speed test times a request to each of the merchant's own routes (lib/platform/service.ts routeOrigins).
  const connect = ["'self'", ...(options.connectOrigins ?? []), ...(options.dev ? ['ws:'] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (brand colours, carousel transforms, UI primitives) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `frame-src ${frames.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
