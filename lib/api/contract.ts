/**
 * Shapes of the site's own BFF routes under app/api/, shared by the route handlers and the client hooks that call them.
 * Errors come back in the platform envelope shape with a 4xx/5xx status.
 */
export { type Envelope } from '@/lib/platform/contract/envelope';

export const ApiPath = {
  /** POST LoginRequest → LoginResponse. */
  LOGIN: '/api/session/login',
  /** POST → {}; clears the session. */
  LOGOUT: '/api/session/logout',
  /** GET → MemberSummary. 401 when logged out. */
  MEMBER_SUMMARY: '/api/member/summary',
  /** GET → WalletBalance. */
  BALANCE: '/api/wallet/balance',
  /** GET → { image: data URL } a fresh login captcha. */
  CAPTCHA: '/api/session/captcha',
  /** POST → LoginResponse; signs in a free-play (trial) account. */
  FREE_PLAY: '/api/session/free-play',
  /** PUT { language } → {}; stores the choice (cookie) and tells the platform when logged in. */
  LANGUAGE: '/api/preferences/language',
} as const;

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  remember?: boolean;
}

export interface LoginResponse {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface MemberSummary {
  account: string;
  nickname: string | null;
  isAgent: boolean;
  isTrial: boolean;
  vipLabel: string | null;
  unread: number;
}

export interface WalletBalance {
  amount: number;
  currency: string;
}
