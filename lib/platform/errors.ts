import 'server-only';
import { FORCE_LOGOUT_CODES } from '@site/platform-contract/envelope';

/** The platform answered, and said no. */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly value?: unknown,
  ) {
    super(message || code);
    this.name = 'PlatformError';
  }

  /** The platform no longer accepts the session's token: the site must clear its session. */
  get forcesLogout(): boolean {
    return this.status === 401 || FORCE_LOGOUT_CODES.includes(this.code);
  }
}

/** Why no answer came: unreachable, too slow, a bare 5xx, not an envelope, or the circuit breaker is open. */
export type UnavailableKind = 'network' | 'timeout' | 'server-error' | 'bad-answer' | 'circuit-open';

/** The platform could not be reached, timed out, or answered with something that is not an envelope. */
export class PlatformUnavailableError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
    readonly kind: UnavailableKind = 'network',
  ) {
    super(message);
    this.name = 'PlatformUnavailableError';
  }
}

/*
 * Recognised by name as well as by class: proxy.ts and the app are bundled apart, each with its own copy of these
 * classes, and share state (caches, the circuit breaker) through globalThis, so an error may come from the other copy.
 */
export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError || (error instanceof Error && error.name === 'PlatformError' && 'code' in error);
}

export function isPlatformUnavailable(error: unknown): error is PlatformUnavailableError {
  return error instanceof PlatformUnavailableError || (error instanceof Error && error.name === 'PlatformUnavailableError');
}
