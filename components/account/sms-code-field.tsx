'use client';
import { Field } from 'formik';
import { useState } from 'react';
import { FormField, inputClass } from '@/components/forms/form-field';
import { SmsCodeButton } from '@/components/verification/sms-code-button';

/**
 * An SMS verification code input with its "Send code" button beside it. With `sentNotice`, that text shows under the
 * field after each send (and is announced): for the codes that go only to an account's number (SMS login, reset by
 * phone), where the answer is the same whether or not an account has the number, so the notice must not say more.
 */
export function SmsCodeField({
  id,
  name = 'verificationCode',
  label,
  translateError,
  hint,
  send,
  autoFocus,
  disabled = false,
  sentNotice,
}: {
  id: string;
  name?: string;
  label: string;
  translateError: (key: string) => string;
  /** The field's rule, shown before any error (the registration's code length). */
  hint?: string;
  send: () => Promise<{ seconds: number }>;
  autoFocus?: boolean;
  /** "Send code" is off (aria-disabled): e.g. until the number's dial code is known. */
  disabled?: boolean;
  sentNotice?: string;
}) {
  const [sends, setSends] = useState(0);
  return (
    <FormField id={id} name={name} label={label} translateError={translateError} hint={hint}>
      {({ invalid, describedBy }) => (
        <div>
          <div className="flex gap-2">
            <Field
              id={id}
              name={name}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus={autoFocus}
              aria-invalid={invalid || undefined}
              aria-describedby={[describedBy, sentNotice && sends > 0 ? `${id}-sent` : undefined].filter(Boolean).join(' ') || undefined}
              className={`${inputClass} min-w-0 flex-1 tabular-nums`}
            />
            <SmsCodeButton
              send={send}
              disabled={disabled}
              className="shrink-0"
              announce={sentNotice === undefined}
              onSent={() => setSends((n) => n + 1)}
            />
          </div>
          {sentNotice !== undefined ? (
            // Always there (empty until a send), so the notice is announced when it appears.
            <p id={`${id}-sent`} role="status" className="text-sm text-ink-muted">
              {sends > 0 ? (
                <span key={sends} className="mt-1.5 block">
                  {sentNotice}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
