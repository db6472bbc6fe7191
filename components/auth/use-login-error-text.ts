'use client';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import { loginErrorMessage } from './login-errors';

/** The translated text for a refused login (any error: a non-ApiError counts as a network failure). */
export function useLoginErrorText(): (error: unknown, kind: 'username' | 'sms' | 'verify') => string {
  const messages = { Auth: useTranslations('Auth'), Common: useTranslations('Common'), Entrance: useTranslations('Entrance') };
  return (error, kind) => {
    const { namespace, key } = loginErrorMessage(error instanceof ApiError ? error.code : 'network', kind);
    return messages[namespace](key);
  };
}
