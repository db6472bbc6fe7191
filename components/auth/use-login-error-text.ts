'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import { ProtectionErrorCode, type ExclusionDto } from '@/lib/platform/contract/protection';
import { loginErrorMessage } from './login-errors';

/** The translated text for a refused login (any error: a non-ApiError counts as a network failure). */
export function useLoginErrorText(): (error: unknown, kind: 'username' | 'sms' | 'verify') => string {
  const messages = { Auth: useTranslations('Auth'), Common: useTranslations('Common'), Entrance: useTranslations('Entrance') };
  const format = useFormatter();
  return (error, kind) => {
    // A time-out or self-exclusion (player protection) says until when, in the page's language and the browser's zone.
    if (error instanceof ApiError && error.code === ProtectionErrorCode.EXCLUDED) {
      const until = (error.value as Partial<ExclusionDto> | undefined)?.until;
      const end = until ? new Date(until) : null;
      return end && !Number.isNaN(end.getTime())
        ? messages.Auth('excluded', { until: format.dateTime(end, { dateStyle: 'medium', timeStyle: 'short' }) })
        : messages.Auth('excludedForever');
    }
    const { namespace, key } = loginErrorMessage(error instanceof ApiError ? error.code : 'network', kind);
    return messages[namespace](key);
  };
}
