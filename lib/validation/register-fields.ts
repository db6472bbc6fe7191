import {
  CONFIGURABLE_FIELDS,
  type FieldRuleDto,
  type RegisterField,
  type RegisterSettingsDto,
  type RegType,
} from '@/lib/platform/contract/accounts';
import { ANY_PATTERN } from '@/lib/platform/contract/patterns';
import { decodeFieldError, encodeFieldError, type FieldErrorParams } from './field-error';

/**
 * The registration's fields without the validation library (issue 27): which fields the form shows, in which order,
 * which are required, the rule shown before any error, and the text of an encoded error. The form draws itself from
 * these at once; the yup schema that checks the values (register-schema.ts) loads on the form's first focus or input.
 *
 * Errors are encoded message keys (lib/validation/field-error), because Formik keeps one string per field:
 * `key|min=4|max=16`.
 *   required                 '{field} is required'
 *   tooLong|max              the value is longer than the field takes: its config's maxLength, else MAX_FIELD_LENGTH
 *   inconsistent             the confirmation differs from the password
 *   reg_pattern_<id>|min|max the value breaks the field's pattern or its length (the message names both)
 *   nameCharacters|min|max   a full name (rule 21) with a character no name has: a digit, an emoji, a symbol
 * translateRegisterError() turns one into the text shown under the field (Validation namespace).
 */

export interface RegisterSchemaOptions {
  regType: RegType;
  /** The page URL carried a valid affiliate code: the input is hidden and the code is sent as is. */
  affiliateFromUrl: boolean;
  /** The merchant's currency (Site.currency.code): a money field has at most its decimals (VND none). */
  currency: string;
}

export type RegisterValues = Partial<Record<RegisterField | typeof DEPOSIT_LIMIT_FIELD, string>>;

/**
 * The daily deposit limit a market may require at registration (player protection; RegisterSettingsDto
 * .depositLimitRequired): not one of the platform's configurable fields, but checked here like them.
 */
export const DEPOSIT_LIMIT_FIELD = 'depositLimitDay';

/** No field is ever longer than this, whatever the config says (spec §9: a verification code is at most 255). */
export const MAX_FIELD_LENGTH = 255;

/** The register route's refusal of a signed-in visitor (spec §6: only logged-out visitors can register). */
export const ALREADY_LOGGED_IN = 'already_logged_in';

/** The registration's names for the field-error codec (the register route and its tests use them). */
export const encodeRegisterError = encodeFieldError;
export const decodeRegisterError = decodeFieldError;

/** The registration types the merchant offers, username first (the default tab). */
export function regTypesFor(settings: RegisterSettingsDto): RegType[] {
  const types: RegType[] = [];
  if (settings.usernameRegister) types.push('username');
  if (settings.mobileRegister) types.push('mobile');
  return types;
}

/** The visible fields of the form, in display order (spec §2 "Register page", §5 "Registration"). */
export function fieldsFor(settings: RegisterSettingsDto, regType: RegType, affiliateFromUrl: boolean): RegisterField[] {
  const fields: RegisterField[] = [];
  if (regType === 'username') {
    fields.push('username', 'password', 'confirmPassword');
    if (settings.smsForUsername) fields.push('mobileNum', 'verificationCode');
  } else {
    fields.push('mobileNum', 'verificationCode');
    if (settings.mobilePasswordPair) fields.push('password', 'confirmPassword');
    fields.push('paymentPassword');
  }
  for (const field of CONFIGURABLE_FIELDS) {
    if (field === 'affiliateCode' && affiliateFromUrl) continue;
    if (settings.fields[field]?.enabled) fields.push(field);
  }
  if (settings.captcha) fields.push('captcha');
  return fields;
}

/** Whether a visible field must be filled in. */
export function isRequiredField(settings: RegisterSettingsDto, field: RegisterField): boolean {
  return (CONFIGURABLE_FIELDS as readonly string[]).includes(field) ? settings.fields[field]?.required === true : true;
}

/** The pattern message of a rule: '*' means any characters, so its message is rule 0's ("{length}"). */
export function patternKey(rule: FieldRuleDto): string {
  return `reg_pattern_${rule.acceptedPattern === ANY_PATTERN ? 0 : rule.patternId}`;
}

/** The encoded rule of a field, to show before any error (username, passwords): the same text its error would use. */
export function fieldRuleHint(settings: RegisterSettingsDto, field: RegisterField): string | null {
  const rule = settings.fields[field];
  return rule ? encodeRegisterError(patternKey(rule), { min: rule.minLength, max: rule.maxLength }) : null;
}

/** A translator for the Validation namespace, as next-intl's useTranslations/getTranslations return it. */
export interface ValidationTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has?: (key: string) => boolean;
}

/**
 * The text for an encoded error: "{field} is required", "{field} can be at most 16 characters", the pattern message with
 * its length phrase ("4–16 characters", "6 characters", "at least 4 characters"), or the mismatch message. Unknown keys
 * (a pattern id the catalog does not know) fall back to a general "invalid format" text.
 */
export function translateRegisterError(error: string, t: ValidationTranslator, fieldLabel: string): string {
  const { key, params } = decodeRegisterError(error);
  if (key === 'required') return t('required', { field: fieldLabel });
  if (key === 'inconsistent') return t('inconsistent');
  if (key === 'deposit_limit') return t('depositLimit');
  if (key === 'deposit_limit_whole') return t('depositLimitWhole');
  if (key === 'tooLong') return t('tooLong', { field: fieldLabel, max: params.max ?? MAX_FIELD_LENGTH });
  const length = lengthPhrase(params, t);
  if (key === 'nameCharacters') return t('nameCharacters', { length });
  if (key.startsWith('reg_pattern_') && (!t.has || t.has(key))) {
    return t(key, { length, min: params.min ?? 0, max: params.max ?? 0 });
  }
  return t('invalid', { field: fieldLabel });
}

function lengthPhrase({ min = 0, max = 0 }: FieldErrorParams, t: ValidationTranslator): string {
  if (max > 0 && min === max) return t('lengthExact', { min });
  if (max > 0 && min > 0) return t('lengthBetween', { min, max });
  if (max > 0) return t('lengthAtMost', { max });
  if (min > 0) return t('lengthAtLeast', { min });
  return t('lengthAny');
}
