'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { ProtectionErrorCode } from '@/lib/api/centre/protection';
import { ErrorCode } from '@site/platform-contract/envelope';

/** A refused protection call as the safer gambling page says it (Protection.errors.*). */
export function useProtectionProblem(): (error: unknown) => string {
  const t = useTranslations('Protection.errors');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('generic');
      const value = (error.value ?? {}) as { key?: string };
      switch (error.code) {
        case 'validation_failed':
          return t.has(value.key ?? '') ? t(value.key as 'amount_invalid') : t('amount_invalid');
        case 'network':
        case 'platform_unavailable':
          return t('network');
        case ErrorCode.TRIAL_ACCOUNT:
        case 'trial_account':
          return t('trial');
        case ProtectionErrorCode.TOOL_OFF:
          return t('toolOff');
        case ProtectionErrorCode.DEPOSIT_LIMIT_REQUIRED:
          return t('depositLimitRequired');
        default:
          return t('generic');
      }
    },
    [t],
  );
}
