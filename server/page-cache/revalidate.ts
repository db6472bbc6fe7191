import { createHmac } from 'node:crypto';
import { isDataTag, type DataTag } from '@/lib/platform/data-tags';
import { sameSecret } from './nonce';

/**
 * The signed purge request an operator sends to POST /api/revalidate: `{"merchant":"demo","tag":"promotions",
 * "timestamp":<epoch ms>}` (tag optional), with `x-site-signature: sha256=<hex HMAC-SHA256 of the exact body, keyed
 * with REVALIDATE_SECRET>`. A timestamp more than five minutes old, or more than REVALIDATE_FUTURE_MS ahead (clock
 * skew, nothing more), is refused; within the window each signature is taken once (the route remembers it until the
 * window has passed: revalidationReplayKey), so a captured request cannot be sent again. Pure, for the route and its tests.
 */
export const REVALIDATE_SIGNATURE_HEADER = 'x-site-signature';
export const REVALIDATE_WINDOW_MS = 5 * 60 * 1000;
export const REVALIDATE_FUTURE_MS = 30 * 1000;

export type Revalidation =
  | { ok: true; merchant: string; tag: DataTag | null }
  | { ok: false; status: number; code: string; field?: string };

/** The signature header's value for `body`. */
export function signRevalidation(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function checkRevalidation(value: Record<string, unknown>, body: string, signature: string | null, secret: string, now = Date.now()): Revalidation {
  // The signature first: nothing about the body is told to a sender who cannot sign.
  if (!signature || !sameSecret(signature, signRevalidation(body, secret))) return { ok: false, status: 401, code: 'invalid_signature' };
  const { merchant, tag, timestamp } = value;
  if (typeof merchant !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(merchant)) return { ok: false, status: 400, code: 'validation_failed', field: 'merchant' };
  if (tag !== undefined && tag !== null && !isDataTag(tag)) return { ok: false, status: 400, code: 'validation_failed', field: 'tag' };
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return { ok: false, status: 400, code: 'validation_failed', field: 'timestamp' };
  if (now - timestamp > REVALIDATE_WINDOW_MS || timestamp - now > REVALIDATE_FUTURE_MS) return { ok: false, status: 401, code: 'expired_signature' };
  return { ok: true, merchant, tag: tag ?? null };
}

/** Under which key a used signature is remembered, and for how long: until its timestamp has left the window. */
export function revalidationReplayKey(signature: string): { key: string; ttlMs: number } {
  return { key: `site:revalidate:used:${signature.slice(0, 128)}`, ttlMs: REVALIDATE_WINDOW_MS + REVALIDATE_FUTURE_MS };
}
