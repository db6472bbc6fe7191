/**
 * Player protection on the site's API (app/api/protection/…): its paths, the shapes it answers (the platform's own), and
 * the yup schemas shared by the safer gambling page's forms and the routes that take them. Browser and server alike.
 * Error keys: Protection.errors.*.
 */
import { mixed, number, object } from 'yup';
import {
  EXCLUSION_PERIODS,
  LIMIT_AMOUNT_MAX,
  LIMIT_KINDS,
  PLAY_TIME_MAX_MINUTES,
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  type ExclusionPeriod,
  type LimitKind,
} from '@site/platform-contract/protection';
import { decimalsTest } from './wallet';

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

/**
 * A limit: money in major units of the merchant's currency (its decimals at most: none for VND), play time in whole
 * minutes up to a day; null removes the limit (after the wait).
 */
export const limitSchema = ({ currency }: { currency: string }) =>
  object({
    kind: mixed<LimitKind>().oneOf([...LIMIT_KINDS], 'invalid').required('invalid'),
    amount: number()
      .typeError('amount_invalid')
      .nullable()
      .defined('amount_invalid')
      .positive('amount_invalid')
      .when('kind', ([kind], field) =>
        kind === 'timeDay'
          ? field.integer('minutes_invalid').max(PLAY_TIME_MAX_MINUTES, 'minutes_invalid')
          : field
              .max(LIMIT_AMOUNT_MAX, 'amount_invalid')
              .test(decimalsTest(currency)),
      ),
  });

export const realityCheckSchema = () =>
  object({
    minutes: number()
      .typeError('invalid')
      .nullable()
      .defined('invalid')
      .integer('invalid')
      .min(REALITY_CHECK_MIN_MINUTES, 'invalid')
      .max(REALITY_CHECK_MAX_MINUTES, 'invalid'),
  });

export const exclusionSchema = () =>
  object({ period: mixed<ExclusionPeriod>().oneOf([...EXCLUSION_PERIODS], 'invalid').required('invalid') });
