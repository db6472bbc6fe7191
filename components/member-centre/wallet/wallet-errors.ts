'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { ProtectionErrorCode } from '@/lib/api/centre/protection';
import { WalletErrorCode } from '@/lib/api/centre/wallet';
import { ErrorCode } from '@site/platform-contract/envelope';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';
import { decodeFieldError } from '@/lib/validation/field-error';

/** A refusal as the form shows it: under a field (its name in the form), or for the whole form. */
export interface WalletProblem {
  field: string | null;
  message: string;
}

/** Which form field a platform refusal belongs to. */
const FIELD_OF: Record<string, string> = {
  [WalletErrorCode.AMOUNT_BELOW_MIN]: 'amount',
  [WalletErrorCode.AMOUNT_ABOVE_MAX]: 'amount',
  [WalletErrorCode.AMOUNT_DECIMALS]: 'amount',
  [WalletErrorCode.BALANCE_NOT_ENOUGH]: 'amount',
  [WalletErrorCode.PAYMENT_PASSWORD_WRONG]: 'paymentPassword',
  [WalletErrorCode.PAYEE_NAME_FIXED]: 'payeeName',
  [WalletErrorCode.BANK_CARD_EXISTS]: 'accountNo',
  [ProtectionErrorCode.DEPOSIT_LIMIT]: 'amount',
  [WalletErrorCode.PAYER_ACCOUNT_INVALID]: 'payerAccount',
  [WalletErrorCode.PAY_REFERENCE_INVALID]: 'reference',
  [WalletErrorCode.TURNOVER_REQUIRED]: 'amount',
};

/** Codes with a message of their own in Wallet.errors (the rest read as the generic failure). */
const KNOWN = new Set<string>([
  ...Object.values(WalletErrorCode),
  ErrorCode.VENDOR_UNDER_MAINTENANCE,
  ErrorCode.TOO_MANY_REQUESTS,
  ProtectionErrorCode.DEPOSIT_LIMIT,
  ProtectionErrorCode.EXCLUDED,
]);

/**
 * A field's error as shown: a schema key (Wallet.errors.<key>) translated with the field's limits, or a message the
 * server's refusal already put there (translated when it was set).
 */
export function useFieldErrorText(): (key: string, values?: Record<string, string | number>) => string {
  const t = useTranslations('Wallet.errors');
  return useCallback(
    (error: string, values: Record<string, string | number> = {}) => {
      // "payee_name_too_long|max=60" carries the numbers its message names.
      const { key, params } = decodeFieldError(error);
      return t.has(key) ? t(key, { min: '', max: '', ...values, ...params }) : key;
    },
    [t],
  );
}

/**
 * Turns a failed wallet call into a translated message and, where it concerns one field, that field's name: a limit,
 * the balance and a wrong payment password go under their field; the rest above the form's button.
 */
export function useWalletProblem(): (error: unknown) => WalletProblem {
  const t = useTranslations('Wallet.errors');
  const locale = useLocale();
  const { site } = useSite();
  return useCallback(
    (error: unknown): WalletProblem => {
      if (!(error instanceof ApiError)) return { field: null, message: t('generic') };
      const value = (error.value ?? {}) as {
        field?: string;
        key?: string;
        min?: number;
        max?: number;
        retryAfterMs?: number;
        remaining?: number;
        decimals?: number;
        withdrawable?: number;
        turnoverRequired?: number;
      };
      const money = (n: number | undefined) => formatMoney(n ?? 0, site.currency, locale);
      if (error.code === 'validation_failed' && value.field) {
        return { field: value.field, message: t.has(value.key ?? '') ? t(value.key ?? 'generic', { min: '', max: '' }) : t('invalid') };
      }
      if (error.code === 'network' || error.code === 'platform_unavailable') return { field: null, message: t('network') };
      if (error.code === ErrorCode.TRIAL_ACCOUNT || error.code === 'trial_account') return { field: null, message: t('trial') };
      if (!KNOWN.has(error.code)) return { field: null, message: t('generic') };
      // The platform's own refusal of decimals (the form refuses them first): "whole amount" where the currency has none.
      if (error.code === WalletErrorCode.AMOUNT_DECIMALS && value.decimals === 0) return { field: 'amount', message: t('amount_whole') };
      const minutes = Math.max(1, Math.ceil((value.retryAfterMs ?? 60_000) / 60_000));
      return {
        field: FIELD_OF[error.code] ?? null,
        message: t(error.code, {
          min: money(value.min),
          max: money(value.max),
          minutes,
          remaining: money(value.remaining),
          withdrawable: money(value.withdrawable),
          turnover: money(value.turnoverRequired),
        }),
      };
    },
    [t, locale, site.currency],
  );
}
