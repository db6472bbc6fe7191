/** The Content-Security-Policy of every page: scripts and <style> elements only with this request's nonce. */
import { ANALYTICS_CSP } from '@/lib/seo/analytics';
import { LIBRARY_STYLE_HASHES } from './library-styles';

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
  // <style> elements: the build's stylesheets, the page's nonce (the offline page's; the scroll lock of Radix's dialogs
  // and menus, components/system/style-nonce.tsx), and the one library stylesheet no nonce reaches, by its hash (sonner,
  // lib/security/library-styles.ts). Nothing else inline: injected markup cannot restyle the page (overlays, hidden
  // text, CSS selectors that read attribute values). The development server's overlay and hot reload insert styles of
  // their own without the nonce: there, like 'unsafe-eval' for scripts, inline styles are allowed.
  const styleElements = (options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`, ...LIBRARY_STYLE_HASHES]).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}${analytics.script.map((s) => ` ${s}`).join('')}`,
    `style-src-elem ${styleElements}`,
    // Style attributes in server-rendered markup: the brand's colours on <html>, the size of a QR code's frame, and
    // those Radix writes into the markup of its tabs (animation-duration, outline). An attribute cannot carry a nonce,
    // and these change with the merchant and the component's state, so attributes keep 'unsafe-inline', and only they
    // (styles set through the CSSOM, as React sets them after hydration, are not subject to the policy). Platform HTML
    // never carries a style attribute (lib/security/sanitize.ts).
    "style-src-attr 'unsafe-inline'",
    // Browsers without the two directives above (before Chrome 75, Firefox 108, Safari 15.4) read this one for both:
    // they get the <style> rule, and style attributes from markup do not apply there.
    `style-src ${styleElements}`,
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
