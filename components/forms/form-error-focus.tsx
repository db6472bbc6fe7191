'use client';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first field in error of a form, scrolled into view, so a failed submit never looks like nothing
 * happened (WCAG 3.3.1). Used after client validation (FormErrorFocus) and after the server refuses a field.
 */
export function focusFirstInvalid(form: HTMLElement | null | undefined): void {
  if (!form) return;
  // After React has rendered the errors (aria-invalid) of this update.
  window.requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    field.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  });
}

/**
 * Inside a Formik form: after a submit that validation stops, focus the first field in error and announce how many
 * fields need attention (a live region next to the submit button, replaced by the next message).
 */
export function FormErrorFocus() {
  const t = useTranslations('Common');
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const anchor = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const [summary, setSummary] = useState<number>(0);
  const errorCount = Object.values(errors).filter(Boolean).length;

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    setSummary(errorCount);
    if (errorCount > 0) focusFirstInvalid(anchor.current?.closest('form'));
  }, [submitCount, isSubmitting, isValidating, errorCount]);

  // The notice goes once the fields are fixed.
  const shown = summary > 0 && errorCount > 0;
  return (
    <span ref={anchor} role="status" className={shown ? 'block text-sm font-medium text-danger' : 'sr-only'}>
      {shown ? t('checkFields', { count: errorCount }) : ''}
    </span>
  );
}

/**
 * A refusal from the site's API shown where it belongs: under the field it names when the form has that field (marked
 * touched, focused), else as the form's own message. `message` is what the form keeps as the error (a key or text).
 */
export function showRefusal(
  refusal: { field: string | null; message: string },
  fields: readonly string[],
  helpers: { setFieldError: (field: string, message: string) => void; setFieldTouched: (field: string, touched: boolean, validate: boolean) => unknown },
  form: HTMLElement | null | undefined,
  setFormError: (message: string) => void,
): void {
  if (refusal.field !== null && fields.includes(refusal.field)) {
    void helpers.setFieldTouched(refusal.field, true, false);
    helpers.setFieldError(refusal.field, refusal.message);
    focusFirstInvalid(form);
  } else {
    setFormError(refusal.message);
  }
}
