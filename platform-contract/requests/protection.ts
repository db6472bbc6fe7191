/**
 * What the platform accepts in the player protection calls' bodies (ProtectionPath), as yup schemas; the safer
 * gambling page's forms and the site's routes use them as they are. Messages are the keys the page shows
 * (Protection.errors.*); the platform answers a refusal as 400 bad_request naming the field, or amount_decimals.
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
} from '../protection';
import { decimalsTest } from './wallet';

/**
 * ProtectionPath.LIMIT: money in major units of the merchant's currency (its decimals at most: none for VND), play
 * time in whole minutes up to a day; null removes the limit (after the wait).
 */
export const limitRequest = (currency: string) =>
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
          : field.max(LIMIT_AMOUNT_MAX, 'amount_invalid').test(decimalsTest(currency)),
      ),
  });

/** ProtectionPath.REALITY_CHECK: whole minutes in the allowed range, or null for none. */
export const realityCheckRequest = () =>
  object({
    minutes: number()
      .typeError('invalid')
      .nullable()
      .defined('invalid')
      .integer('invalid')
      .min(REALITY_CHECK_MIN_MINUTES, 'invalid')
      .max(REALITY_CHECK_MAX_MINUTES, 'invalid'),
  });

/** ProtectionPath.EXCLUSION: one of the periods. */
export const exclusionRequest = () => object({ period: mixed<ExclusionPeriod>().oneOf([...EXCLUSION_PERIODS], 'invalid').required('invalid') });
