import { number, object, string } from 'yup';
import { DIAL_CODE_PATTERN, MOBILE_PATTERN } from './phone';

/**
 * What the verification routes accept (slider puzzles and passes, SMS sends). Each route forwards only the fields named
 * here, so nothing unexpected reaches the platform.
 */
const dialCode = string().required('dialCodeRequired').matches(DIAL_CODE_PATTERN, 'dialCodeRequired');
const mobile = string().required('mobileRequired').matches(MOBILE_PATTERN, 'mobileFormat');
const opaqueToken = string().required('required').max(512, 'invalid');

export const sliderPuzzleRequest = object({ purpose: string().required('required').oneOf(['register', 'sms', 'email'] as const, 'invalid') });

export const sliderVerifyRequest = object({
  puzzleId: string().required('required').max(64, 'invalid'),
  x: number().required('required').integer('invalid').min(0, 'invalid').max(1000, 'invalid'),
});

export const smsRegisterRequest = object({
  countryDialingCode: dialCode,
  mobileNo: mobile,
  sliderToken: opaqueToken,
  regType: string().required('required').oneOf(['username', 'mobile'] as const, 'invalid'),
});

/** SMS for login and for a password reset by phone: same body. */
export const smsMobileRequest = object({ countryDialingCode: dialCode, mobileNum: mobile, sliderToken: opaqueToken });

export const smsLoginVerifyRequest = object({ verifyToken: opaqueToken });
