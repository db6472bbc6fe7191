'use client';
import { Field } from 'formik';
import { FormField, inputClass } from '@/components/forms/form-field';
import { SmsCodeButton } from '@/components/verification/sms-code-button';

/** An SMS verification code input with its "Send code" button beside it. */
export function SmsCodeField({
  id,
  name = 'verificationCode',
  label,
  translateError,
  send,
  autoFocus,
  disabled = false,
}: {
  id: string;
  name?: string;
  label: string;
  translateError: (key: string) => string;
  send: () => Promise<{ seconds: number }>;
  autoFocus?: boolean;
  /** "Send code" is off (aria-disabled): e.g. until the number's dial code is known. */
  disabled?: boolean;
}) {
  return (
    <FormField id={id} name={name} label={label} translateError={translateError}>
      {({ invalid, describedBy }) => (
        <div className="flex gap-2">
          <Field
            id={id}
            name={name}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus={autoFocus}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${inputClass} min-w-0 flex-1 tabular-nums`}
          />
          <SmsCodeButton send={send} disabled={disabled} className="shrink-0" />
        </div>
      )}
    </FormField>
  );
}
