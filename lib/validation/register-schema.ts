import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import type { FieldRuleDto, RegisterField, RegisterSettingsDto } from '@/lib/platform/contract/accounts';
import { ANY_PATTERN, matchesPattern, withinLength } from '@/lib/platform/contract/patterns';
import { LIMIT_AMOUNT_MAX } from '@/lib/platform/contract/protection';
import { amountDecimals, hasAtMostDecimals } from '@/lib/platform/contract/money';
import { tooLong } from './field-error';
import {
  DEPOSIT_LIMIT_FIELD,
  encodeRegisterError,
  fieldsFor,
  isRequiredField,
  MAX_FIELD_LENGTH,
  patternKey,
  type RegisterSchemaOptions,
  type RegisterValues,
} from './register-fields';

/**
 * The one place the platform's register field config (spec §3 "Field validation config", §5 "Registration") becomes
 * the yup schema that checks the values. The register form (loaded on its first focus or input) and the BFF routes
 * (app/api/register) both build their schema here, so no rule lives only in the browser. Which fields there are and
 * the words of their errors are in register-fields.ts, which needs no validation library.
 */

export * from './register-fields';

/** Fields compared or stored as typed: never trimmed. */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

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
 * A positive amount in major units with no more decimals than the currency has (lib/platform/contract/money.ts), typed
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

