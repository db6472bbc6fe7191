'use client';
import { useState } from 'react';
import { Field } from 'formik';
import { inputClass } from '@/components/forms/form-field';

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
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? null : <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
