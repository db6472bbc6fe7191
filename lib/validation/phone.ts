import { object, string } from 'yup';
import type { CountryDto } from '@site/platform-contract/accounts';
import { encodeFieldError } from './field-error';
import { BLANK, requiredText } from './required-text';

/**
 * Mobile number, dial code and SMS code as the login and reset forms and their BFF routes check them (spec §5
 * "mobileNum required and format-validated", "SMS code required"): the platform's rules for these fields are digits
 * only, 6–15 for the number, 1–4 for the dial code, 4–8 for the code. Where the chosen country's mobile numbers have
 * one length (CountryDto.mobileDigits), the forms also ask for it ("phone number must have {0} digits"): the BFF routes,
 * which have no country list, leave that rule to the platform (invalid_phone_number). Errors are catalog keys, encoded
 * with their numbers (lib/validation/field-error).
 */
export const MOBILE_PATTERN = /^\d{6,15}$/;
export const DIAL_CODE_PATTERN = /^\d{1,4}$/;
export const SMS_CODE_PATTERN = /^\d{4,8}$/;

/** The digits a mobile number of a dial code must have, if its country says (undefined: any 6–15). */
export type MobileDigits = (dialCode: string) => number | undefined;

/** MobileDigits from the country list (countries sharing a dial code share its plan: +1). */
export function mobileDigitsOf(countries: readonly Pick<CountryDto, 'countryDialingCode' | 'mobileDigits'>[]): MobileDigits {
  return (dialCode) => countries.find((c) => c.countryDialingCode === dialCode && c.mobileDigits)?.mobileDigits;
}

/**
 * What is wrong with a typed mobile number, as an encoded error, or null: nothing typed (mobileRequired), spaces alone
 * (blank), not 6–15 digits (mobileFormat), not the country's number of digits (mobileDigits|count=9).
 */
export function mobileProblem(typed: string, dialCode: string, digits?: MobileDigits): string | null {
  const mobile = typed.trim();
  if (!mobile) return typed === '' ? 'mobileRequired' : BLANK;
  if (!MOBILE_PATTERN.test(mobile)) return 'mobileFormat';
  const count = digits?.(dialCode);
  return count && mobile.length !== count ? encodeFieldError('mobileDigits', { count }) : null;
}

export const mobileField = (digits?: MobileDigits) =>
  string()
    .default('')
    .trim()
    .test('mobile', 'mobileFormat', function check() {
      const typed: unknown = this.originalValue;
      const problem = mobileProblem(typeof typed === 'string' ? typed : '', String(this.parent?.countryDialingCode ?? ''), digits);
      return problem ? this.createError({ message: problem }) : true;
    });
export const dialCodeField = () => string().default('').required('dialCodeRequired').matches(DIAL_CODE_PATTERN, 'dialCodeRequired');
export const smsCodeField = () => requiredText(string().default('').trim(), 'codeRequired').matches(SMS_CODE_PATTERN, 'codeFormat');

/** SMS login: mobile + dial code + code. */
export function smsLoginSchema(digits?: MobileDigits) {
  return object({ countryDialingCode: dialCodeField(), mobileNum: mobileField(digits), verificationCode: smsCodeField() });
}

/** Second step of a login from a new IP. */
export function loginVerifySchema() {
  return object({ verificationCode: smsCodeField() });
}
