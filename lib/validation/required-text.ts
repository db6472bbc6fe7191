import type { StringSchema } from 'yup';

/**
 * The error of a required text field holding spaces alone (spec §5 "Input cannot be empty"): it was typed in, but the
 * rules trim what is typed, so it is empty. An empty field keeps its own message ("Username is required").
 */
export const BLANK = 'blank';

/**
 * `schema.required(requiredKey)` for a trimmed text field, telling a value of spaces alone apart (BLANK). Call it on a
 * schema that trims: the check looks at the value as typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string rule, whatever its defaults and flags
export function requiredText<S extends StringSchema<any, any, any, any>>(schema: S, requiredKey: string): S {
  return schema
    .test('blank', BLANK, function notBlank() {
      const typed: unknown = this.originalValue;
      return !(typeof typed === 'string' && typed !== '' && typed.trim() === '');
    })
    .required(requiredKey) as S;
}
