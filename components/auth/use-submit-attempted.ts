'use client';
import { useCallback, useState } from 'react';

/**
 * Validation as the visitor types starts only after a first submit attempt. Before that a field has no error to show,
 * so leaving it for the submit button can never make an error appear, push the button down and lose the click.
 * Pass `current` to Formik's validateOnChange and `mark` to the form's onSubmitCapture.
 */
export function useSubmitAttempted(): { current: boolean; mark: () => void } {
  const [current, setCurrent] = useState(false);
  const mark = useCallback(() => setCurrent(true), []);
  return { current, mark };
}
