/**
 * Player protection on the site's API (app/api/protection/…): its paths, the shapes it answers (the platform's own), and
 * the yup schemas shared by the safer gambling page's forms and the routes that take them. Browser and server alike.
 * Error keys: Protection.errors.*.
 */
import { exclusionRequest, limitRequest, realityCheckRequest } from '@site/platform-contract/requests/protection';

export type {
  ExclusionDto,
  ExclusionPeriod,
  LimitDto,
  LimitKind,
  PlaySessionDto,
  ProtectionDto,
} from '@site/platform-contract/protection';
export { DEPOSIT_LIMIT_KINDS, EXCLUSION_PERIODS, ProtectionErrorCode, REALITY_CHECK_CHOICES } from '@site/platform-contract/protection';

export const ProtectionApiPath = {
  /** GET → ProtectionDto (limits, reality check, this session). */
  STATE: '/api/protection',
  /** GET → PlaySessionDto (the reality check's figures). */
  SESSION: '/api/protection/session',
  /** PUT { kind, amount | null } → ProtectionDto. */
  LIMIT: '/api/protection/limit',
  /** PUT { minutes | null } → ProtectionDto. */
  REALITY_CHECK: '/api/protection/reality-check',
  /** POST { period } → ExclusionDto; the session ends (the cookie is cleared). */
  EXCLUSION: '/api/protection/exclusion',
} as const;

// The platform's own rules (@site/platform-contract/requests/protection), as the forms and routes take them.

/**
 * A limit: money in major units of the merchant's currency (its decimals at most: none for VND), play time in whole
 * minutes up to a day; null removes the limit (after the wait).
 */
export const limitSchema = ({ currency }: { currency: string }) => limitRequest(currency);

export const realityCheckSchema = realityCheckRequest;

export const exclusionSchema = exclusionRequest;
