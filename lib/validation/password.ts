import { object, string } from 'yup';
import { matchesPattern, withinLength } from '@site/platform-contract/patterns';
import { dialCodeField, mobileField, smsCodeField } from './phone';
import { tooLong } from './field-error';

/**
 * The rules of a new password (spec §5 "Change password", "By phone"): pattern rule 20 (upper, lower, digit and a
 * symbol) and 6–20 characters; the confirmation must equal it. The forms (yup) and the BFF routes use these same
 * functions, so no rule lives only in the browser. Errors are catalog keys of the "Password" namespace, a value longer
 * than its field takes with the maximum (lib/validation/field-error).
 */
export const NEW_PASSWORD_RULE = { patternId: 20, acceptedPattern: '20', minLength: 6, maxLength: 20 } as const;

/** Generous caps for fields the platform checks itself (an old password may predate today's rule). */
export const PASSWORD_INPUT_MAX = 128;

export type PasswordProblem = 'newRequired' | 'length' | 'pattern';

export function newPasswordProblem(value: string | undefined | null): PasswordProblem | null {
  if (!value) return 'newRequired';
  if (!withinLength(value, NEW_PASSWORD_RULE.minLength, NEW_PASSWORD_RULE.maxLength)) return 'length';
  if (!matchesPattern(value, NEW_PASSWORD_RULE.acceptedPattern, NEW_PASSWORD_RULE.patternId)) return 'pattern';
  return null;
}

const newPassword = () =>
  string()
    .default('')
    .test('new-password', 'pattern', function check(value) {
      const problem = newPasswordProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    });

const confirmation = (of: string) =>
  string()
    .default('')
    .required('confirmRequired')
    .test('same', 'mismatch', function same(value) {
      return value === this.parent[of];
    });

/** Change password: the old one only when it is not known (spec §5). */
export function changePasswordSchema(askOldPassword: boolean) {
  return object({
    oldPassword: askOldPassword
      ? string().default('').required('oldRequired').max(PASSWORD_INPUT_MAX, tooLong(PASSWORD_INPUT_MAX))
      : string().default('').max(PASSWORD_INPUT_MAX, tooLong(PASSWORD_INPUT_MAX)),
    newPassword: newPassword(),
    confirmNewPassword: confirmation('newPassword'),
  });
}

/** Reset by phone: mobile (digits), SMS code, new password. */
export function resetByPhoneSchema() {
  return object({
    countryDialingCode: dialCodeField(),
    mobileNum: mobileField(),
    verificationCode: smsCodeField(),
    newPassword: newPassword(),
  });
}

/** Forgot by email: username rule (pattern 1) and email rule (pattern 3). */
export const FORGOT_LIMITS = { username: { min: 1, max: 64 }, email: { min: 5, max: 100 } } as const;

export function forgotByEmailSchema() {
  return object(forgotByEmailFields());
}

/** What POST /api/password/forgot/email takes: the form's fields and the slider pass (purpose email) earned on sending. */
export function forgotByEmailRequestSchema() {
  return object({
    ...forgotByEmailFields(),
    sliderToken: string().default('').required('required').max(512, 'invalid'),
  });
}

function forgotByEmailFields() {
  return {
    username: string()
      .default('')
      .trim()
      .required('usernameRequired')
      .max(FORGOT_LIMITS.username.max, tooLong(FORGOT_LIMITS.username.max, 'usernameTooLong'))
      .test('username', 'usernameFormat', (v) => withinLength(v, FORGOT_LIMITS.username.min, FORGOT_LIMITS.username.max) && matchesPattern(v, '1', 1)),
    email: string()
      .default('')
      .trim()
      .required('emailRequired')
      .max(FORGOT_LIMITS.email.max, tooLong(FORGOT_LIMITS.email.max, 'emailTooLong'))
      .test('email', 'emailFormat', (v) => withinLength(v, FORGOT_LIMITS.email.min, FORGOT_LIMITS.email.max) && matchesPattern(v, '3', 3)),
  };
}
