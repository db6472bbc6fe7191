import 'server-only';

/** Where the platform is. Production: PLATFORM_URL. Default: the sandbox on PLATFORM_PORT (4000). */
export function platformUrl(): string {
  const explicit = process.env.PLATFORM_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.PLATFORM_PORT || '4000'}`;
}

/**
 * Milliseconds before a platform read (GET) counts as failed: a page then shows its friendly screen well within 3 s.
 * Writes (login, registration, payments, bets) get longer: the platform may be doing real work, and they are never retried.
 */
export const PLATFORM_TIMEOUT_MS = Number(process.env.PLATFORM_TIMEOUT_MS || 2000);
export const PLATFORM_WRITE_TIMEOUT_MS = Number(process.env.PLATFORM_WRITE_TIMEOUT_MS || 10_000);

/**
 * The circuit breaker: after this many platform failures in a row (unreachable, timed out, 5xx or not an envelope) the
 * site stops calling for PLATFORM_BREAKER_COOLDOWN_MS and answers "unavailable" at once; then one call tries again.
 */
export const PLATFORM_BREAKER_FAILURES = Number(process.env.PLATFORM_BREAKER_FAILURES || 5);
export const PLATFORM_BREAKER_COOLDOWN_MS = Number(process.env.PLATFORM_BREAKER_COOLDOWN_MS || 5000);
