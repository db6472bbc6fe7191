'use client';
import type { ReactNode } from 'react';
import { Field } from 'formik';
import { useFieldError } from './use-field-error';

export const inputClass = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted';

/**
 * A labelled form field with its first error under the input (spec §5). `children` replaces the plain input (it gets
 * the id, invalid flag and error id to wire up); `translateError` turns an error key into the message shown.
 */
export function FormField({
  id,
  name,
  label,
  translateError,
  children,
  ...inputProps
}: {
  id: string;
  name: string;
  label: string;
  translateError: (key: string) => string;
  children?: (props: { invalid: boolean; describedBy: string | undefined }) => ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text';
  type?: string;
}) {
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children ? (
        children({ invalid: !!error, describedBy })
      ) : (
        <Field id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...inputProps} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {translateError(error)}
        </p>
      ) : null}
    </div>
  );
}
