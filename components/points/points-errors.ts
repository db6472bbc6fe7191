'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { PointsErrorCode } from '@/lib/api/points';
import { ErrorCode } from '@site/platform-contract/envelope';
import { WalletErrorCode } from '@site/platform-contract/wallet';

/** A refusal as a form shows it: under a field (its name in the form), or for the whole form. */
export interface PointsProblem {
  field: string | null;
  message: string;
}

/** Which form field a refusal belongs to. */
const FIELD_OF: Record<string, string> = {
  [WalletErrorCode.PAYMENT_PASSWORD_WRONG]: 'paymentPassword',
  [PointsErrorCode.BELOW_MIN]: 'points',
  [PointsErrorCode.ABOVE_MAX]: 'points',
  [PointsErrorCode.STEP]: 'points',
  [PointsErrorCode.POINTS_NOT_ENOUGH]: 'points',
};

/** A field's error as shown: a schema key of Points.errors translated with `values`, or text a refusal already put there. */
export function usePointsErrorText(): (key: string, values?: Record<string, string | number>) => string {
  const t = useTranslations('Points.errors');
  return useCallback(
    (key: string, values: Record<string, string | number> = {}) => (t.has(key) ? t(key, { min: '', max: '', step: '', ...values }) : key),
    [t],
  );
}

/** Turns a failed redeem or conversion into a translated message and, when it concerns one field, that field's name. */
export function usePointsProblem(): (error: unknown) => PointsProblem {
  const t = useTranslations('Points.errors');
  return useCallback(
    (error: unknown): PointsProblem => {
      if (!(error instanceof ApiError)) return { field: null, message: t('generic') };
      const value = (error.value ?? {}) as { field?: string; key?: string; min?: number; max?: number; step?: number; retryAfterMs?: number; attemptsLeft?: number };
      if (error.code === 'validation_failed' && value.field) {
        return { field: value.field, message: t.has(value.key ?? '') ? t(value.key ?? 'generic', { min: '', max: '', step: '' }) : t('generic') };
      }
      if (error.code === 'network' || error.code === 'platform_unavailable') return { field: null, message: t('network') };
      if (error.code === ErrorCode.TRIAL_ACCOUNT || error.code === 'trial_account') return { field: null, message: t('trial') };
      if (error.code === WalletErrorCode.PAYMENT_PASSWORD_WRONG && typeof value.attemptsLeft === 'number') {
        return { field: 'paymentPassword', message: t('payment_password_wrong_left', { left: value.attemptsLeft }) };
      }
      if (!t.has(error.code)) return { field: null, message: t('generic') };
      const minutes = Math.max(1, Math.ceil((value.retryAfterMs ?? 60_000) / 60_000));
      return {
        field: FIELD_OF[error.code] ?? null,
        message: t(error.code, { min: value.min ?? '', max: value.max ?? '', step: value.step ?? '', minutes }),
      };
    },
    [t],
  );
}
