'use client';
import { clsx } from 'clsx';
import { Field } from 'formik';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { useFieldError } from '@/components/forms/use-field-error';
import { CheckIcon } from '@/components/ui/icons/check';
import { EyeIcon } from '@/components/ui/icons/eye';
import { EyeOffIcon } from '@/components/ui/icons/eye-off';
import { useSite } from '@/lib/site/site-context';

/**
 * Form fields the wallet pages share: an amount in the merchant's currency, the 6-digit payment password, and a copy
 * button for the details a player types into their bank's app. Each field: a label, its hint, its first error under it.
 */

function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  // While an error shows, it says what the hint said: one of the two is enough (as FormField does).
  const showHint = hint !== undefined && hint !== null && !error;
  const describedBy = [error ? `${id}-error` : null, showHint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {showHint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An amount (major units): the currency's symbol before it, a decimal keypad on phones. */
export function AmountField({
  id,
  name = 'amount',
  label,
  hint,
  translateError,
  action,
}: {
  id: string;
  name?: string;
  label: string;
  hint?: ReactNode;
  translateError: (key: string) => string;
  /** A button beside the field ("All"). */
  action?: ReactNode;
}) {
  const { site } = useSite();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error ? translateError(error) : undefined}>
      {(describedBy) => (
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-ink-muted">
              {site.currency.symbol}
            </span>
            <Field
              id={id}
              name={name}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, 'ps-8 tabular-nums')}
            />
          </div>
          {action}
        </div>
      )}
    </FieldShell>
  );
}

/** The 6-digit payment password (never the login password: no autofill), with show/hide. */
export function PaymentPasswordField({
  id,
  name = 'paymentPassword',
  translateError,
  hint,
}: {
  id: string;
  name?: string;
  translateError: (key: string) => string;
  hint?: ReactNode;
}) {
  const t = useTranslations('Wallet.paymentPassword');
  const error = useFieldError(name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={t('label')} hint={hint ?? t('hint')} error={error ? translateError(error) : undefined}>
      {(describedBy) => (
        <div className="relative">
          <Field
            id={id}
            name={name}
            type={visible ? 'text' : 'password'}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, 'pe-12 tracking-widest')}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('hide') : t('show')}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-muted hover:text-ink"
          >
            {visible ? <EyeIcon className="size-5" /> : <EyeOffIcon className="size-5" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** A short text of a Formik form (a wallet number, a reference), labelled, with its hint and its first error under it. */
export function TextField({
  id,
  name,
  label,
  hint,
  translateError,
  inputMode,
  autoComplete = 'off',
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  translateError: (key: string) => string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
}) {
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error ? translateError(error) : undefined}>
      {(describedBy) => (
        <Field
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, 'tabular-nums')}
        />
      )}
    </FieldShell>
  );
}

/** A select of a Formik form, labelled, with its first error under it. */
export function SelectField({
  id,
  name,
  label,
  translateError,
  children,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  translateError: (key: string) => string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error ? translateError(error) : undefined}>
      {(describedBy) => (
        <Field as="select" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={clsx(inputClass, 'pe-8')}>
          {children}
        </Field>
      )}
    </FieldShell>
  );
}

/** Copies a value (an account number, an amount, an order number); says so for a moment, to screen readers too. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('Wallet.copy');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-8 shrink-0 items-center gap-1 rounded-lg border border-line px-2.5 text-xs font-semibold hover:bg-surface-sunken"
    >
      {copied ? <CheckIcon className="size-3.5 text-success" /> : null}
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

