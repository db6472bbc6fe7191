'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import type { RegType, SmsForgotSentDto, SmsSentDto } from '@/lib/platform/contract';
import { secondsFromMinutes, secondsUntil } from './countdown';

/**
 * The four SMS sends, each resolving to the seconds the "Send code" button counts down (spec §4): expiredMinutes × 60
 * for registration and login, until the returned expiry for a password reset. Pair the slider ones with
 * useSmsWithSlider: `send={() => requestCode((token) => sendRegistrationCode(mobile, token))}`.
 */

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

export async function sendRegistrationCode(mobile: MobileNumber, regType: RegType, sliderToken: string): Promise<number> {
  const sent = await apiFetch<SmsSentDto>(ApiPath.SMS_REGISTER, {
    method: 'POST',
    json: { countryDialingCode: mobile.countryDialingCode, mobileNo: mobile.mobileNum, sliderToken, regType },
  });
  return secondsFromMinutes(sent.expiredMinutes);
}

export async function sendLoginCode(mobile: MobileNumber, sliderToken: string): Promise<number> {
  const sent = await apiFetch<SmsSentDto>(ApiPath.SMS_LOGIN, {
    method: 'POST',
    json: { countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, sliderToken },
  });
  return secondsFromMinutes(sent.expiredMinutes);
}

export async function sendPasswordResetCode(mobile: MobileNumber, sliderToken: string): Promise<number> {
  const sent = await apiFetch<SmsForgotSentDto>(ApiPath.SMS_FORGOT, {
    method: 'POST',
    json: { countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, sliderToken },
  });
  // An expiry already past (clock skew) still gets the default minute, so the button cannot be pressed at once again.
  return secondsUntil(sent.expirationTime) || secondsFromMinutes();
}

/** The new-IP login check: the code goes to the account's own mobile, so there is no slider. */
export async function sendLoginVerificationCode(verifyToken: string): Promise<number> {
  const sent = await apiFetch<SmsSentDto>(ApiPath.SMS_LOGIN_VERIFY, { method: 'POST', json: { verifyToken } });
  return secondsFromMinutes(sent.expiredMinutes);
}
