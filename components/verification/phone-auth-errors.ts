'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { AccountErrorCode, MessageTooSoonDto } from '@site/platform-contract/accounts';
import type { ErrorCode } from '@site/platform-contract/envelope';

/**
 * The platform's phone-authentication refusals (spec §8 "Phone authentication"), as keys of SmsCode.phoneAuth: a
 * number it does not take or that is missing, too many requests with the wait, a wrong, missing or expired code, and
 * the merchant's SMS quota used up. The forms with a mobile number or an SMS code show them (sends through
 * useSmsWithSlider; SMS login, the new-IP check, reset by phone and registration on submit).
 */
export type PhoneAuthKey =
  | 'invalidPhoneNumber'
  | 'missingPhoneNumber'
  | 'tooManyRequests'
  | 'codeInvalid'
  | 'codeMissing'
  | 'codeExpired'
  | 'quotaExceeded';

export interface PhoneAuthMessage {
  key: PhoneAuthKey;
  values?: { minutes: number };
}

/** The too-many-requests wait when the platform names none (spec §9: 5 minutes). */
export const DEFAULT_WAIT_MINUTES = 5;

/** The wait of a 429, in whole minutes (rounded up), from its MessageTooSoonDto; DEFAULT_WAIT_MINUTES without one. */
export function waitMinutes(value: unknown): number {
  const seconds = (value as Partial<MessageTooSoonDto> | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : DEFAULT_WAIT_MINUTES;
}

/**
 * The codes by name, checked against the contract's types only: the contract's accounts module is not part of the login
 * page's first load, which this module is (its budget, npm run budgets).
 */
type AccountCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];
const MESSAGES: Partial<Record<AccountCode | (typeof ErrorCode)['TOO_MANY_REQUESTS'], PhoneAuthKey>> = {
  invalid_phone_number: 'invalidPhoneNumber',
  missing_phone_number: 'missingPhoneNumber',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  verification_code_invalid: 'codeInvalid',
  missing_verification_code: 'codeMissing',
  code_expired: 'codeExpired',
  quota_exceeded: 'quotaExceeded',
};

/** The message of a phone-authentication refusal, or null for any other code. */
export function phoneAuthMessage(code: string, value?: unknown): PhoneAuthMessage | null {
  const key = Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : undefined;
  if (!key) return null;
  return key === 'tooManyRequests' ? { key, values: { minutes: waitMinutes(value) } } : { key };
}

/** The translated text of a phone-authentication refusal (SmsCode namespace), or null for any other code. */
export function usePhoneAuthText(): (code: string, value?: unknown) => string | null {
  const t = useTranslations('SmsCode.phoneAuth');
  return useCallback(
    (code: string, value?: unknown) => {
      const message = phoneAuthMessage(code, value);
      return message ? t(message.key, message.values) : null;
    },
    [t],
  );
}
