/** The Content-Security-Policy of every page: scripts only with this request's nonce. */
import { ANALYTICS_CSP } from '@/lib/seo/analytics';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string,
  options: { imageOrigins?: string[]; frameOrigins?: string[]; dev?: boolean; analytics?: boolean } = {},
): string {
  // The merchant's analytics tag (lib/seo/analytics.ts), only where the merchant has one.
  const analytics = options.analytics ? ANALYTICS_CSP : { script: [], img: [], connect: [] };
  const images = ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? []), ...analytics.img];
  // The game frame: exactly the origins the platform names for games (launchGameCDNs), nothing wider.
  const frames = ["'self'", ...(options.frameOrigins ?? [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}${analytics.script.map((s) => ` ${s}`).join('')}`,
    // Inline style attributes (brand colours, carousel transforms, UI primitives) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `frame-src ${frames.join(' ')}`,
    `connect-src 'self'${options.dev ? ' ws:' : ''}${analytics.connect.map((s) => ` ${s}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
