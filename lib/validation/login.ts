import { object, string, boolean, type StringSchema } from 'yup';
import { dialCodeField, mobileField, smsCodeField } from './phone';
import { tooLong } from './field-error';
import { requiredText } from './required-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string rule, whatever its defaults and flags
type AnyStringSchema = StringSchema<any, any, any, any>;

/**
 * The login form's rules (spec §5): username and password required (trimmed: spaces alone are "blank", Input cannot be
 * empty), captcha required when shown.
 * The same schema validates the BFF route's body, so no rule lives only in the browser. Messages are catalog keys of
 * the Auth namespace ("required", "tooLong|max=64": lib/validation/field-error); each field has its maximum.
 */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16, captchaId: 64 } as const;

export function loginSchema(captchaShown = false) {
  return object({
    username: requiredText(string().trim(), 'required').max(LOGIN_LIMITS.username, tooLong(LOGIN_LIMITS.username)),
    password: requiredText(string().trim(), 'required').max(LOGIN_LIMITS.password, tooLong(LOGIN_LIMITS.password)),
    captcha: captchaShown
      ? requiredText(string().trim(), 'required').max(LOGIN_LIMITS.captcha, tooLong(LOGIN_LIMITS.captcha))
      : string().trim().max(LOGIN_LIMITS.captcha, tooLong(LOGIN_LIMITS.captcha)).optional(),
    remember: boolean().optional(),
  });
}

/**
 * What POST /api/session/login accepts: a username login (the form's rules above) or, where the merchant has SMS
 * login, mobile + dial code + SMS code (lib/validation/phone). `entrance` says which door.
 */
export function loginRequestSchema() {
  // Each field belongs to one kind of login; the other kind's fields are dropped.
  const username = (rule: AnyStringSchema) => string().when('type', { is: 'sms', then: (s) => s.strip(), otherwise: () => rule });
  const sms = (rule: AnyStringSchema) => string().when('type', { is: 'sms', then: () => rule, otherwise: (s) => s.strip() });
  return object({
    type: string().oneOf(['username', 'sms'] as const, 'invalid').default('username'),
    entrance: string().oneOf(['member', 'agent'] as const, 'invalid').default('member'),
    remember: boolean().default(false),
    username: username(requiredText(string().trim(), 'required').max(LOGIN_LIMITS.username, tooLong(LOGIN_LIMITS.username))),
    password: username(requiredText(string().trim(), 'required').max(LOGIN_LIMITS.password, tooLong(LOGIN_LIMITS.password))),
    captcha: username(string().trim().max(LOGIN_LIMITS.captcha, tooLong(LOGIN_LIMITS.captcha)).optional()),
    captchaId: username(string().trim().max(LOGIN_LIMITS.captchaId, 'invalid').optional()),
    mobileNum: sms(mobileField()),
    countryDialingCode: sms(dialCodeField()),
    verificationCode: sms(smsCodeField()),
  });
}
