'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { AccountErrorCode, type MessageTooSoonDto } from '@/lib/platform/contract/accounts';
import { ErrorCode } from '@/lib/platform/contract/envelope';

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

/** The message of a phone-authentication refusal, or null for any other code. */
export function phoneAuthMessage(code: string, value?: unknown): PhoneAuthMessage | null {
  switch (code) {
    case AccountErrorCode.INVALID_PHONE_NUMBER:
      return { key: 'invalidPhoneNumber' };
    case AccountErrorCode.MISSING_PHONE_NUMBER:
      return { key: 'missingPhoneNumber' };
    case ErrorCode.TOO_MANY_REQUESTS:
      return { key: 'tooManyRequests', values: { minutes: waitMinutes(value) } };
    case AccountErrorCode.VERIFICATION_CODE_INVALID:
      return { key: 'codeInvalid' };
    case AccountErrorCode.MISSING_VERIFICATION_CODE:
      return { key: 'codeMissing' };
    case AccountErrorCode.CODE_EXPIRED:
      return { key: 'codeExpired' };
    case AccountErrorCode.QUOTA_EXCEEDED:
      return { key: 'quotaExceeded' };
    default:
      return null;
  }
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
