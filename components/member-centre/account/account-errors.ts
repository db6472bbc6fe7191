'use client';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import { decodeFieldError } from '@/lib/validation/field-error';

/** Which form field a refusal without a field of its own belongs to. */
const FIELD_OF_CODE: Record<string, string> = {
  password_wrong: 'password',
  payment_password_wrong: 'oldPaymentPassword',
  payment_password_same: 'newPaymentPassword',
  verification_code_invalid: 'verificationCode',
  mobile_taken: 'mobileNum',
  email_taken: 'email',
  under_age: 'birthday',
  profile_field_locked: 'fullName',
};

/** A platform validation reason as the forms' error key. */
const KEY_OF_REASON: Record<string, string> = { required: 'required', length: 'length', pattern: 'pattern', mismatch: 'mismatch', invalid: 'invalid' };

export interface FieldRefusal {
  field: string;
  key: string;
}

/**
 * Where a refusal from the API belongs: a field of the form (with its error key), or the form as a whole. The site's
 * own check answers { field, key }, the platform's { field, reason } or { field }, and some codes name their field.
 */
export function fieldRefusal(error: unknown, fields: readonly string[]): FieldRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const value = (error.value ?? {}) as { field?: unknown; key?: unknown; reason?: unknown };
  const named = typeof value.field === 'string' ? value.field : FIELD_OF_CODE[error.code];
  if (!named || !fields.includes(named)) return null;
  if (error.code === 'validation_failed') {
    const key = typeof value.key === 'string' ? value.key : typeof value.reason === 'string' ? (KEY_OF_REASON[value.reason] ?? 'invalid') : 'invalid';
    return { field: named, key };
  }
  return { field: named, key: error.code };
}

/** Messages of the account area's refusals, in the page's language. */
export function useAccountErrors() {
  const t = useTranslations('MemberAccount.errors');
  /** A form field's error key (client or server; "passwordTooLong|max=128" carries its numbers) as its message. */
  const fieldMessage = (error: string, vars: { min?: number; max?: number; age?: number } = {}): string => {
    const { key, params } = decodeFieldError(error);
    const name = key === 'under_age' ? 'underAge' : key;
    if (!t.has(name)) return t('generic');
    return t(name, { min: params.min ?? vars.min ?? 0, max: params.max ?? vars.max ?? 0, age: vars.age ?? 18 });
  };
  /** A refusal that belongs to no field, for the form's alert or a toast. */
  const formMessage = (error: unknown): string => {
    if (!(error instanceof ApiError) || error.code === 'network' || error.code === 'platform_unavailable' || error.status === 0) {
      return t(error instanceof ApiError && error.code !== 'network' && error.code !== 'platform_unavailable' ? 'generic' : 'network');
    }
    if (error.code === 'TOO_MANY_REQUESTS' || error.status === 429) {
      return error.code === 'sms_too_soon' || error.code === 'email_too_soon' ? t(error.code) : t('TOO_MANY_REQUESTS');
    }
    return t.has(error.code) && !['validation_failed'].includes(error.code) ? t(error.code, { age: 18, min: 0, max: 0 }) : t('generic');
  };
  return { fieldMessage, formMessage };
}
