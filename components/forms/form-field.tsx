'use client';
import type { FocusEvent, ReactNode } from 'react';
import { Field, useFormikContext } from 'formik';
import { useFieldError } from './use-field-error';

/**
 * A field left for its form's submit button stays untouched here: the submit marks every field and validates at once.
 * Marked on the blur, the field's error would appear under it between the press and the release, push the button
 * down, and the release would land beside it: a submit that did nothing (the press and release of one click, or one
 * tap, must meet the same button). Stopping the blur here keeps it from the field's own handlers (Formik's and the
 * form's), which run after this capture listener.
 */
function keepUntouchedOnSubmit(event: FocusEvent<HTMLDivElement>) {
  const next = event.relatedTarget;
  const field = event.target;
  const form = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.form : null;
  if (form && next instanceof HTMLButtonElement && next.type === 'submit' && next.form === form) event.stopPropagation();
}

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
  hint,
  children,
  onBlur,
  after,
  ...inputProps
}: {
  id: string;
  name: string;
  label: string;
  translateError: (key: string) => string;
  /** The field's rule, shown before any error (e.g. what a password needs). */
  hint?: string;
  children?: (props: { invalid: boolean; describedBy: string | undefined }) => ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text' | 'decimal';
  type?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * What the form says about the value beyond its rule (a password's strength, a name's availability), under the input;
   * part of the input's description while `describes` and no error shows (a live region stays in place while it has
   * nothing to say).
   */
  after?: { id: string; content: ReactNode; describes: boolean };
}) {
  const error = useFieldError(name);
  const formik = useFormikContext();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // While an error shows, it says what the hint said (the same rule): one of the two is enough.
  const showHint = hint !== undefined && !error;
  // Likewise what the form says beyond the rule (a refused password's "not accepted yet"): the error is the description.
  const describedBy = [error ? errorId : null, showHint ? hintId : null, after?.describes && !error ? after.id : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5" onBlurCapture={keepUntouchedOnSubmit}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children ? (
        children({ invalid: !!error, describedBy })
      ) : (
        <Field
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...inputProps}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            formik.handleBlur(event);
            onBlur?.(event);
          }}
        />
      )}
      {showHint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {translateError(error)}
        </p>
      ) : null}
      {after?.content}
    </div>
  );
}
