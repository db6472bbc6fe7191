'use client';
import { useLocale } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';
import { useFieldErrorText, useWalletProblem } from './wallet-errors';

/**
 * What a form that moves money (the wallet's, the points mall's) works with: the site, money in the brand's currency,
 * the form's alert, its element (for the focus on a refused field) and the ids of its fields.
 */
export function useMoneyForm() {
  const locale = useLocale();
  const { site } = useSite();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const money = (n: number) => formatMoney(n, site.currency, locale);
  return { site, locale, money, formError, setFormError, form, ids };
}

/** A wallet form's (deposit, withdrawal, transfer, bank card): useMoneyForm with the wallet's refusals (`problemOf`) and field messages (`errorText`). */
export function useWalletForm() {
  return { ...useMoneyForm(), problemOf: useWalletProblem(), errorText: useFieldErrorText() };
}

/** The end of a wallet form: the focus on its first error, its alert (`${ids}-error`) and the submit button, busy while it sends. */
export function WalletFormEnd({
  ids,
  formError,
  submitting,
  disabled = false,
  className = 'w-full sm:w-auto sm:self-start',
  children,
}: {
  ids: string;
  formError: string | null;
  submitting: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormErrorFocus />
      <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
      <Button type="submit" disabled={submitting || disabled} aria-busy={submitting || undefined} className={className}>
        {children}
      </Button>
    </>
  );
}
