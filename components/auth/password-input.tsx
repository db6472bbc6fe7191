'use client';
import { useState } from 'react';
import { Field } from 'formik';
import { inputClass } from '@/components/forms/form-field';
import { EyeIcon } from '@/components/ui/icons/eye';
import { EyeOffIcon } from '@/components/ui/icons/eye-off';

/** A Formik password field with a show/hide toggle that keeps its accessible name in sync. */
export function PasswordInput({
  id,
  name,
  autoComplete,
  autoFocus,
  invalid,
  describedBy,
  showLabel,
  hideLabel,
}: {
  id: string;
  name: string;
  autoComplete: string;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
  showLabel: string;
  hideLabel: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${inputClass} pe-12`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={id}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-muted hover:text-ink"
      >
        {visible ? <EyeIcon className="size-5" /> : <EyeOffIcon className="size-5" />}
      </button>
    </div>
  );
}
