/**
 * The 23 registration pattern rules (spec §5 "Pattern ids 0 to 22"), by id. The platform's field config names a rule by
 * patternId; the site and the sandbox both check values with the expressions here and nowhere else. Messages use the
 * translation key `reg_pattern_<id>` with {min} and {max}.
 */

export interface PatternRule {
  id: number;
  /** What the rule allows, in the operator's words (not shown to players; the catalogs hold their text). */
  description: string;
  regex: RegExp;
}

const rule = (id: number, description: string, regex: RegExp): PatternRule => ({ id, description, regex });

export const PATTERN_RULES: readonly PatternRule[] = [
  rule(0, 'any characters', /^[\s\S]*$/),
  rule(1, 'a letter first, then letters or numbers', /^[A-Za-z][A-Za-z0-9]*$/),
  rule(2, 'Chinese characters and numbers', /^[\u4e00-\u9fa5\u3400-\u4dbf0-9]+$/),
  rule(3, 'an email address', /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/),
  rule(4, 'letters or numbers only', /^[A-Za-z0-9]+$/),
  rule(5, 'letters and numbers, at least one of each', /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/),
  rule(6, 'digits only', /^\d+$/),
  rule(7, 'letters or numbers with at least one uppercase letter', /^(?=.*[A-Z])[A-Za-z0-9]+$/),
  rule(8, 'English letters and spaces', /^[A-Za-z ]+$/),
  rule(9, 'no spaces', /^\S+$/),
  rule(10, 'Chinese characters and punctuation', /^[\u4e00-\u9fa5\u3400-\u4dbf\u3000-\u303f\uff01-\uff0f\uff1a-\uff20·、。，！？；：“”‘’（）《》【】…—]+$/),
  rule(11, 'a date yyyy-MM-dd', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  rule(12, 'letters (any alphabet) and spaces', /^[\p{L}\p{M} ]+$/u),
  rule(13, 'a date MM-dd-yyyy', /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/),
  rule(14, 'letters (any alphabet) and digits', /^[\p{L}\p{M}\p{Nd}]+$/u),
  rule(15, 'Korean only', /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/),
  rule(16, 'Thai only', /^[\u0e00-\u0e7f]+$/),
  rule(17, 'Thai or English letters with spaces', /^[\u0e00-\u0e7fA-Za-z ]+$/),
  rule(18, 'uppercase letters and spaces, with at least one letter', /^(?=.*[A-Z])[A-Z ]+$/),
  rule(19, 'letters, numbers and symbols (no spaces)', /^[A-Za-z0-9!-/:-@[-`{-~]+$/),
  rule(20, 'uppercase, lowercase, a digit and a special symbol', /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/),
  rule(21, 'a full name: first and last name separated by a space', /^\p{L}[\p{L}\p{M}'.-]*(?: \p{L}[\p{L}\p{M}'.-]*)+$/u),
  rule(22, 'full-width Hiragana, Katakana or Kanji', /^[\u3040-\u309f\u30a0-\u30ff\u4e00-\u9faf\u3400-\u4dbf\u30fc\u3005]+$/),
];

export const ANY_PATTERN = '*';

export function patternRule(id: number): PatternRule | undefined {
  return PATTERN_RULES[id];
}

/**
 * Whether a value passes a field's pattern: '*' (or rule 0) passes anything; otherwise the rule named by patternId.
 * An unknown patternId fails closed.
 */
export function matchesPattern(value: string, acceptedPattern: string, patternId: number): boolean {
  if (acceptedPattern === ANY_PATTERN || patternId === 0) return true;
  const found = patternRule(patternId);
  return found ? found.regex.test(value) : false;
}

/** Length rule: minLength ≤ length ≤ maxLength (a max of 0 means no upper bound). Counts code points. */
export function withinLength(value: string, minLength: number, maxLength: number): boolean {
  const length = [...value].length;
  return length >= minLength && (maxLength <= 0 || length <= maxLength);
}
