import { object, string } from 'yup';

/**
 * Mobile number, dial code and SMS code as the login and reset forms and their BFF routes check them (spec §5
 * "mobileNum required and format-validated", "SMS code required"): the platform's rules for these fields are digits
 * only, 6–15 for the number, 1–4 for the dial code, 4–8 for the code. Errors are catalog keys.
 */
export const MOBILE_PATTERN = /^\d{6,15}$/;
export const DIAL_CODE_PATTERN = /^\d{1,4}$/;
export const SMS_CODE_PATTERN = /^\d{4,8}$/;

export const mobileField = () => string().default('').trim().required('mobileRequired').matches(MOBILE_PATTERN, 'mobileFormat');
export const dialCodeField = () => string().default('').required('dialCodeRequired').matches(DIAL_CODE_PATTERN, 'dialCodeRequired');
export const smsCodeField = () => string().default('').trim().required('codeRequired').matches(SMS_CODE_PATTERN, 'codeFormat');

/** Only the mobile number is checked before an SMS is requested (spec §5). */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}

/** SMS login: mobile + dial code + code. */
export function smsLoginSchema() {
  return object({ countryDialingCode: dialCodeField(), mobileNum: mobileField(), verificationCode: smsCodeField() });
}

/** Second step of a login from a new IP. */
export function loginVerifySchema() {
  return object({ verificationCode: smsCodeField() });
}
