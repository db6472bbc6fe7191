'use client';
import { useTranslations } from 'next-intl';
import { PasswordInput } from '@/components/auth/password-input';
import { Field } from 'formik';
import { FormField, inputClass } from '@/components/forms/form-field';

/** A password field of the account forms: a label, a show/hide toggle, a hint, and its error under it. */
export function SecretField({
  id,
  name,
  label,
  autoComplete,
  hint,
  translateError,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password' | 'off';
  hint?: string;
  translateError: (key: string) => string;
  autoFocus?: boolean;
}) {
  const t = useTranslations('MemberAccount');
  return (
    <FormField id={id} name={name} label={label} hint={hint} translateError={translateError}>
      {({ invalid, describedBy }) => (
        <PasswordInput
          id={id}
          name={name}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          invalid={invalid}
          describedBy={describedBy}
          showLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
        />
      )}
    </FormField>
  );
}

/** A 6-digit payment password: hidden as typed, the digit keyboard on phones. */
export function PinField({
  id,
  name,
  label,
  hint,
  translateError,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  translateError: (key: string) => string;
  autoFocus?: boolean;
}) {
  return (
    <FormField id={id} name={name} label={label} hint={hint} translateError={translateError}>
      {({ invalid, describedBy }) => (
        <Field
          id={id}
          name={name}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} tracking-[0.3em] tabular-nums`}
        />
      )}
    </FormField>
  );
}
