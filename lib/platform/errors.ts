import 'server-only';
import { FORCE_LOGOUT_CODES } from './contract/envelope';

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

/** The platform could not be reached, timed out, or answered with something that is not an envelope. */
export class PlatformUnavailableError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PlatformUnavailableError';
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

export function isPlatformUnavailable(error: unknown): error is PlatformUnavailableError {
  return error instanceof PlatformUnavailableError;
}
