'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatBrandLocal } from '@/lib/format/brand-time';
import { useSite } from '@/lib/site/site-context';
import { ApiError } from '@/lib/api/browser';
import { ProtectionErrorCode, type ExclusionDto } from '@site/platform-contract/protection';
import { loginErrorMessage } from './login-errors';

/** The translated text for a refused login (any error: a non-ApiError counts as a network failure). */
export function useLoginErrorText(): (error: unknown, kind: 'username' | 'sms' | 'verify') => string {
  const messages = { Auth: useTranslations('Auth'), Common: useTranslations('Common'), Entrance: useTranslations('Entrance') };
  const locale = useLocale();
  const offsetMinutes = useSite().site.gmtOffsetMinutes;
  return (error, kind) => {
    // A time-out or self-exclusion (player protection) says until when, in the page's language at the brand's clock, named.
    if (error instanceof ApiError && error.code === ProtectionErrorCode.EXCLUDED) {
      const until = (error.value as Partial<ExclusionDto> | undefined)?.until;
      const end = until ? new Date(until) : null;
      return end && !Number.isNaN(end.getTime())
        ? messages.Auth('excluded', { until: formatBrandLocal(end, offsetMinutes, locale) })
        : messages.Auth('excludedForever');
    }
    const { namespace, key } = loginErrorMessage(error instanceof ApiError ? error.code : 'network', kind);
    return messages[namespace](key);
  };
}
