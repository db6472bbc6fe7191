/**
 * A form field's error as one string, because Formik keeps one string per field: a message key and the numbers its
 * message names, `key|min=4|max=16`. Schemas (here in lib/validation, and the member centre's in lib/api/centre) make
 * them; the forms turn them into text with fieldErrorText. A field that is too long says its maximum this way
 * ("Username can be at most 64 characters"), whatever the form.
 */
export interface FieldErrorParams {
  min?: number;
  max?: number;
  /** An exact number the message names: the digits a mobile number of the chosen country has. */
  count?: number;
}

const PARAMS = ['min', 'max', 'count'] as const;

export function encodeFieldError(key: string, params: FieldErrorParams = {}): string {
  const parts = [key];
  for (const name of PARAMS) if (params[name] !== undefined) parts.push(`${name}=${params[name]}`);
  return parts.join('|');
}

export function decodeFieldError(message: string): { key: string; params: FieldErrorParams } {
  const [key = '', ...rest] = message.split('|');
  const params: FieldErrorParams = {};
  for (const part of rest) {
    const [name, raw] = part.split('=');
    const value = Number(raw);
    if ((PARAMS as readonly string[]).includes(name ?? '') && Number.isFinite(value)) params[name as (typeof PARAMS)[number]] = value;
  }
  return { key, params };
}

/** The error of a value longer than `max` characters, under `key` (its message names {max}). */
export const tooLong = (max: number, key = 'tooLong'): string => encodeFieldError(key, { max });

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Turns an encoded error into its message with `t` (the form's namespace): the numbers it carries win over `values`
 * (a form's own, e.g. the new password's length rule).
 */
export function fieldErrorText(t: Translate, values: Record<string, string | number> = {}): (error: string) => string {
  return (error: string) => {
    const { key, params } = decodeFieldError(error);
    return t(key, { ...values, ...params });
  };
}
