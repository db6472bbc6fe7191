'use client';
import { getIn, useFormikContext } from 'formik';

/**
 * The first error of a field, once the visitor has left the field or tried to submit. Submit attempts are counted
 * separately from "touched" because Formik's touched map can lose the submit's update to a racing blur update.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as string | undefined;
  return error && (getIn(touched, name) || submitCount > 0) ? error : undefined;
}
