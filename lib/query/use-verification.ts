'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import type { RegType, SliderPassDto, SliderPurpose, SliderPuzzleDto, SmsForgotSentDto, SmsSentDto } from '@site/platform-contract';

/** The slider human check: a puzzle for a purpose, then the drop position for a one-time pass. */
export function useSliderCheck() {
  const puzzle = useMutation({
    mutationFn: (purpose: SliderPurpose) => apiFetch<SliderPuzzleDto>(ApiPath.SLIDER, { method: 'POST', json: { purpose } }),
  });
  const verify = useMutation({
    mutationFn: (body: { puzzleId: string; x: number }) => apiFetch<SliderPassDto>(ApiPath.SLIDER_VERIFY, { method: 'POST', json: body }),
  });
  return { puzzle, verify };
}

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

export type SmsSend =
  | { purpose: 'register'; mobile: MobileNumber; regType: RegType; sliderToken: string }
  | { purpose: 'login'; mobile: MobileNumber; sliderToken: string }
  | { purpose: 'password'; mobile: MobileNumber; sliderToken: string }
  | { purpose: 'login-verify'; verifyToken: string };

/** What an SMS send answers: minutes the code lives (expiredMinutes), or the instant it expires (password reset). */
export type SmsSent = { expiredMinutes: number } | { expirationTime: number };

/** The four SMS sends (registration, login, password reset, the new-IP login check). */
export function useSendSmsCode() {
  return useMutation({
    mutationFn: (send: SmsSend): Promise<SmsSent> => {
      switch (send.purpose) {
        case 'register':
          return apiFetch<SmsSentDto>(ApiPath.SMS_REGISTER, {
            method: 'POST',
            json: { countryDialingCode: send.mobile.countryDialingCode, mobileNo: send.mobile.mobileNum, sliderToken: send.sliderToken, regType: send.regType },
          });
        case 'login':
          return apiFetch<SmsSentDto>(ApiPath.SMS_LOGIN, { method: 'POST', json: { ...send.mobile, sliderToken: send.sliderToken } });
        case 'password':
          return apiFetch<SmsForgotSentDto>(ApiPath.SMS_FORGOT, { method: 'POST', json: { ...send.mobile, sliderToken: send.sliderToken } });
        case 'login-verify':
          return apiFetch<SmsSentDto>(ApiPath.SMS_LOGIN_VERIFY, { method: 'POST', json: { verifyToken: send.verifyToken } });
      }
    },
  });
}
