/**
 * Numbers and codes as the sandbox's SMS provider takes them (spec §8 "Phone authentication"): a national number of the
 * country's mobile plan, by dial code. A missing number is 400 missing_phone_number, anything else that is no mobile
 * number of that country 400 invalid_phone_number (before any human check is spent); a missing code 400
 * missing_verification_code. The countries call tells the site each plan's fixed length (CountryDto.mobileDigits), so
 * its forms can say so before a slider is asked for.
 */
import { AccountErrorCode } from '@site/platform-contract';
import { ApiError } from './envelope';
import { requireRuleText, RULES } from './fields';
import type { Json } from './validate';

interface MobilePlan {
  /** The national number's length where the plan has one; else 7–12. */
  digits?: number;
  /** The first digits a mobile number of the plan starts with. */
  starts: readonly string[];
}

/** Keyed by dial code; a dial code missing here takes any 6–15 digits. */
const MOBILE_PLANS: Record<string, MobilePlan> = {
  '84': { digits: 9, starts: ['3', '5', '7', '8', '9'] },
  '63': { digits: 10, starts: ['9'] },
  '66': { digits: 9, starts: ['6', '8', '9'] },
  '62': { starts: ['8'] },
  '86': { digits: 11, starts: ['1'] },
  '82': { starts: ['1'] },
  '65': { digits: 8, starts: ['8', '9'] },
  '60': { starts: ['1'] },
  '1': { digits: 10, starts: ['2', '3', '4', '5', '6', '7', '8', '9'] },
  '971': { digits: 9, starts: ['5'] },
  '44': { digits: 10, starts: ['7'] },
};

const DIGITS = /^\d{6,15}$/;

/** The fixed length of a mobile number for the dial code, if its plan has one. */
export function mobileDigits(dialCode: string): number | undefined {
  return MOBILE_PLANS[dialCode]?.digits;
}

/** Whether `mobile` (the national number) is a mobile number of the dial code's plan. */
export function isMobileNumber(dialCode: string, mobile: string): boolean {
  if (!DIGITS.test(mobile)) return false;
  const plan = MOBILE_PLANS[dialCode];
  if (!plan) return true;
  const lengthOk = plan.digits ? mobile.length === plan.digits : mobile.length >= 7 && mobile.length <= 12;
  return lengthOk && plan.starts.some((start) => mobile.startsWith(start));
}

/**
 * The national number in `field` for the dial code: 400 missing_phone_number when absent or blank, 400
 * invalid_phone_number when it is not a mobile number of that plan. The refusal names the field and never echoes it.
 */
export function readMobileNumber(body: Json, field: string, dialCode: string): string {
  const raw = body[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw new ApiError(400, AccountErrorCode.MISSING_PHONE_NUMBER, 'Please enter a valid phone number', { field });
  }
  const mobile = typeof raw === 'string' ? raw.trim() : '';
  if (!isMobileNumber(dialCode, mobile)) throw new ApiError(400, AccountErrorCode.INVALID_PHONE_NUMBER, 'Invalid phone number format', { field });
  return mobile;
}

/** verificationCode: 400 missing_verification_code when absent or blank, validation_failed when it is no 4–8 digits. */
export function readVerificationCode(body: Json): string {
  const raw = body.verificationCode;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw new ApiError(400, AccountErrorCode.MISSING_VERIFICATION_CODE, 'Please enter the verification code', { field: 'verificationCode' });
  }
  return requireRuleText(body, 'verificationCode', RULES.smsCode);
}
