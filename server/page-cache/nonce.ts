import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The nonce of a cached page. A page is rendered once with a placeholder in place of the nonce and served many times,
 * each response with the placeholder replaced by its own fresh nonce (body and CSP header alike). The placeholder is
 * random per fill and never leaves the server: were it known, content injected into a cached page could carry it and
 * be given every later response's real nonce.
 */

/**
 * A new placeholder: 20 random bytes in hex (valid in a CSP nonce, and nothing in it that HTML or JSON would escape, so
 * every copy in the page is found).
 */
export function newPlaceholder(): string {
  return randomBytes(20).toString('hex');
}

/** The page with every occurrence of its fill's placeholder replaced by this response's nonce. */
export function withNonce(body: string, placeholder: string, nonce: string): string {
  return body.split(placeholder).join(nonce);
}

/** Equality of two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
