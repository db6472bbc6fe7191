import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import {
  CONFIGURABLE_FIELDS,
  type FieldRuleDto,
  type RegisterField,
  type RegisterSettingsDto,
  type RegType,
} from '@site/platform-contract/accounts';
import { ANY_PATTERN, matchesPattern, withinLength } from '@site/platform-contract/patterns';
import { LIMIT_AMOUNT_MAX } from '@site/platform-contract/protection';
import { amountDecimals, hasAtMostDecimals } from '@site/platform-contract/money';
import { decodeFieldError, encodeFieldError, tooLong, type FieldErrorParams } from './field-error';

/**
 * The one place the platform's register field config (spec §3 "Field validation config", §5 "Registration") becomes
 * rules: which fields the form shows, in which order, and the yup schema that checks them. The register form and the
 * BFF route (app/api/register) both build their schema here, so no rule lives only in the browser.
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

/** Fields compared or stored as typed: never trimmed. */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

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
function patternKey(rule: FieldRuleDto): string {
  return `reg_pattern_${rule.acceptedPattern === ANY_PATTERN ? 0 : rule.patternId}`;
}

/** The encoded rule of a field, to show before any error (username, passwords): the same text its error would use. */
export function fieldRuleHint(settings: RegisterSettingsDto, field: RegisterField): string | null {
  const rule = settings.fields[field];
  return rule ? encodeRegisterError(patternKey(rule), { min: rule.minLength, max: rule.maxLength }) : null;
}

/** The full-name rule (21) and the characters a name may have: letters of any script, marks, spaces, ' . and -. */
const FULL_NAME_RULE = 21;
const NAME_CHARACTERS = /^[\p{L}\p{M}'. -]*$/u;

function withRule(schema: StringSchema<string | undefined>, rule: FieldRuleDto | undefined): StringSchema<string | undefined> {
  if (!rule) return schema;
  const range = { min: rule.minLength, max: rule.maxLength };
  return schema.test('rule', encodeRegisterError(patternKey(rule), range), function check(value) {
    if (!value || (matchesPattern(value, rule.acceptedPattern, rule.patternId) && withinLength(value, rule.minLength, rule.maxLength))) return true;
    // A full name refused for a character that is no letter (an emoji, a digit) is told so, not about the space.
    if (rule.patternId === FULL_NAME_RULE && rule.acceptedPattern !== ANY_PATTERN && !NAME_CHARACTERS.test(value)) {
      return this.createError({ message: encodeRegisterError('nameCharacters', range) });
    }
    return false;
  });
}

/** The most characters a field takes: its config's maxLength (0: none), never more than MAX_FIELD_LENGTH. */
function fieldMax(rule: FieldRuleDto | undefined): number {
  return rule && rule.maxLength > 0 ? Math.min(rule.maxLength, MAX_FIELD_LENGTH) : MAX_FIELD_LENGTH;
}

function fieldSchema(settings: RegisterSettingsDto, field: RegisterField): StringSchema<string | undefined> {
  const required = encodeRegisterError('required');
  let schema = string().typeError(required);
  if (!SECRET_FIELDS.has(field)) schema = schema.trim();
  schema = isRequiredField(settings, field) ? schema.required(required) : schema.optional();
  const max = fieldMax(settings.fields[field]);
  schema = schema.test('length', tooLong(max), (value) => !value || withinLength(value, 0, max));

  if (field === 'confirmPassword') {
    return schema.test('inconsistent', encodeRegisterError('inconsistent'), function (value) {
      return !value || value === (this.parent as RegisterValues).password;
    });
  }
  // The captcha's answer is checked by the platform; there is no rule for it in the config.
  if (field === 'captcha') return schema;
  return withRule(schema, settings.fields[field]);
}

/** The yup schema of the visible fields (see fieldsFor); other keys are not part of it (stripUnknown drops them). */
export function registerSchema(settings: RegisterSettingsDto, options: RegisterSchemaOptions): ObjectSchema<RegisterValues> {
  const shape: Record<string, StringSchema<string | undefined>> = {};
  for (const field of fieldsFor(settings, options.regType, options.affiliateFromUrl)) {
    shape[field] = fieldSchema(settings, field);
  }
  if (settings.depositLimitRequired) shape[DEPOSIT_LIMIT_FIELD] = depositLimitSchema(options.currency);
  return object(shape) as unknown as ObjectSchema<RegisterValues>;
}

/**
 * A positive amount in major units with no more decimals than the currency has (platform-contract/money.ts), typed
 * as text as the form's other fields: deposit_limit_whole where the currency has none (VND), else deposit_limit.
 */
function depositLimitSchema(currency: string): StringSchema<string | undefined> {
  const required = encodeRegisterError('required');
  const decimals = amountDecimals(currency);
  return string()
    .typeError(required)
    .trim()
    .required(required)
    .test('amount', encodeRegisterError(decimals === 0 ? 'deposit_limit_whole' : 'deposit_limit'), (value) => {
      if (!value || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return false;
      const amount = Number(value);
      return amount > 0 && amount <= LIMIT_AMOUNT_MAX && hasAtMostDecimals(amount, decimals);
    });
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
