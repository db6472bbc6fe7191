/**
 * The platform's response envelope and error codes. Shared by the site (lib/platform) and the sandbox (sandbox/),
 * so neither side can drift from the other. Types and constants only: nothing here may import server code.
 */

export interface Envelope<T = unknown> {
  success: boolean;
  message?: string;
  errorCode?: string;
  value?: T;
}

export const ErrorCode = {
  /** Force-logout codes: the site clears its session when the platform answers with one of these. */
  TOKEN_IP_DIFFERENT: 'token_ip_different',
  TOKEN_INVALID: 'user.or.token.invalid',
  LOGIN_NOT_SESSION: 'login.not.session',
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  VENDOR_UNDER_MAINTENANCE: 'vendor_under_maintenance',
  LAUNCH_GAME_BALANCE_NOT_ENOUGH: 'launch_game_balance_not_enough',
  DOMAIN_NOT_AVAILABLE: 'domain_not_available',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  LOGIN_VERIFY_REQUIRED: 'login_verify_required',
  /** Sandbox-defined codes for shapes the original platform did not document. */
  BAD_REQUEST: 'bad_request',
  NOT_FOUND: 'not_found',
  MERCHANT_REQUIRED: 'merchant_required',
  LOGIN_FAILED: 'login_failed',
  CAPTCHA_INVALID: 'captcha_invalid',
  ACCOUNT_LOCKED: 'account_locked',
  DECRYPTION_FAILED: 'decryption_failed',
  LANGUAGE_NOT_SUPPORTED: 'language_not_supported',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  FREE_PLAY_DISABLED: 'free_play_disabled',
  INTERNAL_ERROR: 'internal_error',
  /** A report's date range is longer than its day limit, or ends before it starts (contract/paging.ts). */
  RANGE_TOO_LONG: 'range_too_long',
  /** A trial (free-play) account asked for what only a real account may do (spec §6: 'in_need_true_account'). */
  TRIAL_ACCOUNT: 'in_need_true_account',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const FORCE_LOGOUT_CODES: readonly string[] = [
  ErrorCode.TOKEN_IP_DIFFERENT,
  ErrorCode.TOKEN_INVALID,
  ErrorCode.LOGIN_NOT_SESSION,
  ErrorCode.CUSTOMER_NOT_LOGIN,
];

/** Request headers the platform reads. */
export const PlatformHeader = {
  MERCHANT: 'Merchant',
  DEVICE: 'Device',
  LANGUAGE: 'Language',
  AUTHORIZATION: 'Authorization',
  FORWARDED_FOR: 'X-Forwarded-For',
  /**
   * One submission of a form that creates something (a deposit order: WalletPath.DEPOSITS), so that a retry, a double
   * tap or a request sent twice makes it once: IDEMPOTENCY_KEY_PATTERN, made by the browser per submission. The site's
   * own API takes it under the same name.
   */
  IDEMPOTENCY_KEY: 'Idempotency-Key',
  /** The free-play login's own request, sealed as a compact JWE to the platform's key (MemberPath.FREE_PLAY). */
  ENCRYPTED: 'Encrypted',
  /**
   * The W3C trace context (https://www.w3.org/TR/trace-context/) of the site's request that makes the call, on every
   * call where the site's request has one: the platform's own traces can join the site's.
   */
  TRACEPARENT: 'traceparent',
} as const;

/** An Idempotency-Key: 16 to 128 letters, digits, '-' or '_' (a UUID, or 32 random hex digits as the site makes them). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const DEVICE_WEB = 'WEB';
