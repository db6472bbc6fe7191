import 'server-only';
import type { Envelope } from '@site/platform-contract/envelope';

/** The site API's own error codes, beside the platform's (platform-contract/envelope.ts). */
export const SiteErrorCode = {
  SITE_MAINTENANCE: 'site_maintenance',
  REGION_RESTRICTED: 'region_restricted',
  ORIGIN_MISMATCH: 'origin_mismatch',
  PLATFORM_UNAVAILABLE: 'platform_unavailable',
  /** Every body or query that is not what the route accepts: unparseable, wrong types, missing or invalid fields. */
  VALIDATION_FAILED: 'validation_failed',
  /** A body larger than the route takes (413), refused before more of it is read. */
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  METHOD_NOT_ALLOWED: 'method_not_allowed',
  FORBIDDEN: 'forbidden',
  /** A trial (free-play) account asked for what only a real account has (the member centre). */
  TRIAL_ACCOUNT: 'trial_account',
  /** The platform answered a game address off its own game origins: not opened ("Invalid URL", spec §8). */
  INVALID_GAME_URL: 'invalid_game_url',
} as const;

/** Every API answer: the platform's envelope, never cached, never sniffed. */
export function envelope<T>(status: number, body: Envelope<T>, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}

export function ok<T>(value?: T): Response {
  return envelope(200, { success: true, value });
}

export function fail(status: number, errorCode: string, message = '', value?: unknown): Response {
  return envelope(status, { success: false, errorCode, message, value });
}
