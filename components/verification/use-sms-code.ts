'use client';
import { useCallback } from 'react';
import { useSendSmsCode, type SmsSend } from '@/lib/query/use-verification';
import { secondsFromMinutes, secondsUntil } from './countdown';


/**
 * An SMS send resolving to the seconds the "Send code" button counts down (spec §4): expiredMinutes × 60 for
 * registration and login, until the returned expiry for a password reset. Pair the slider ones with useSmsWithSlider:
 * `send={() => requestCode((sliderToken) => sendCode({ purpose: 'login', mobile, sliderToken }))}`.
 */
export function useSmsCode(): (send: SmsSend) => Promise<number> {
  const { mutateAsync } = useSendSmsCode();
  return useCallback(
    async (send: SmsSend) => {
      const sent = await mutateAsync(send);
      // An expiry already past (clock skew) still gets the default minute, so the button cannot be pressed at once again.
      return 'expirationTime' in sent ? secondsUntil(sent.expirationTime) || secondsFromMinutes() : secondsFromMinutes(sent.expiredMinutes);
    },
    [mutateAsync],
  );
}
