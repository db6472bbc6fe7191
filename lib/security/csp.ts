/** The Content-Security-Policy of every page: scripts only with this request's nonce. */
import { ANALYTICS_CSP } from '@/lib/seo/analytics';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string,
  options: { imageOrigins?: string[]; frameOrigins?: string[]; connectOrigins?: string[]; dev?: boolean; analytics?: boolean } = {},
): string {
  // The merchant's analytics tag (lib/seo/analytics.ts), only where the merchant has one.
  const analytics = options.analytics ? ANALYTICS_CSP : { script: [], img: [], connect: [] };
  const images = ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? []), ...analytics.img];
  // The game frame: exactly the origins the platform names for games (launchGameCDNs), nothing wider.
  const frames = ["'self'", ...(options.frameOrigins ?? [])];
  // The speed test times a request to each of the merchant's own routes (lib/platform/service.ts routeOrigins).
  const connect = ["'self'", ...(options.connectOrigins ?? []), ...(options.dev ? ['ws:'] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}${analytics.script.map((s) => ` ${s}`).join('')}`,
    // Inline style attributes (brand colours, carousel transforms, UI primitives) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `frame-src ${frames.join(' ')}`,
    `connect-src ${[...connect, ...analytics.connect].join(' ')}`,
    // The service worker (/serwist/sw.js) is the only worker, and it is ours.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (/serwist/sw.js, set by proxy.ts): as every answer that is not a page, nothing loads
 * and nothing runs, but for fetches from its own origin, which a worker that stores the offline page must make.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
