'use client';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import { AccountErrorCode, type SliderPurpose } from '@site/platform-contract/accounts';
import { ErrorCode } from '@site/platform-contract/envelope';
import dynamic from 'next/dynamic';

/** The check's code (its dialog and puzzle) loads the first time a check is asked for. */
const SliderCheck = dynamic(() => import('./slider-check').then((m) => m.SliderCheck));

/** The code of the error a request rejects with when the visitor closes the slider check without passing it. */
export const SLIDER_CANCELLED = 'slider_cancelled';

/** True for the rejection of a slider check the visitor closed: nothing to report to them. */
export function isSliderCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.code === SLIDER_CANCELLED;
}

interface Pending {
  resolve: (sliderToken: string) => void;
  reject: (error: ApiError) => void;
}

/**
 * One slider check on demand: `requestPass()` opens it and resolves to the one-time token once the visitor passes,
 * or rejects (isSliderCancelled) when they close it. Render `sliderElement` once, anywhere in the caller.
 */
export function useSliderPass(purpose: SliderPurpose): { requestPass: () => Promise<string>; sliderElement: ReactElement | null } {
  const [open, setOpen] = useState(false);
  // Mounted from the first request on (and kept, so it can close as it should).
  const [asked, setAsked] = useState(false);
  const pending = useRef<Pending | null>(null);

  const settle = useCallback((outcome: { token: string } | { error: ApiError }) => {
    const current = pending.current;
    pending.current = null;
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  }, []);

  const requestPass = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        settle({ error: new ApiError(SLIDER_CANCELLED, 0, '') });
        pending.current = { resolve, reject };
        setAsked(true);
        setOpen(true);
      }),
    [settle],
  );

  useEffect(() => () => settle({ error: new ApiError(SLIDER_CANCELLED, 0, '') }), [settle]);

  const onPass = useCallback((token: string) => settle({ token }), [settle]);
  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) settle({ error: new ApiError(SLIDER_CANCELLED, 0, '') });
    },
    [settle],
  );
  const sliderElement = asked ? <SliderCheck purpose={purpose} open={open} onPass={onPass} onOpenChange={onOpenChange} /> : null;

  return { requestPass, sliderElement };
}

/**
 * An SMS code behind a slider check (registration, SMS login, forgot password): `requestCode(sendWithToken)` runs the
 * check, then `sendWithToken(sliderToken)`, and resolves to the seconds to count down, ready for SmsCodeButton's
 * `send`. Every failure is an ApiError whose message can be shown as is: a translated one for the platform's limits
 * (a code to this number within the minute, too many codes), the server's message for another refused send (spec §8),
 * a generic translated one otherwise; a closed check rejects with isSliderCancelled.
 */
export function useSmsWithSlider(purpose: SliderPurpose = 'sms'): {
  requestCode: (sendWithToken: (sliderToken: string) => Promise<number>) => Promise<{ seconds: number }>;
  sliderElement: ReactElement | null;
} {
  const t = useTranslations('SmsCode');
  const { requestPass, sliderElement } = useSliderPass(purpose);
  const failedMessage = t('failed');
  const tooSoon = t('tooSoon');
  const tooMany = t('tooMany');

  const requestCode = useCallback(
    async (sendWithToken: (sliderToken: string) => Promise<number>) => {
      const sliderToken = await requestPass();
      try {
        return { seconds: await sendWithToken(sliderToken) };
      } catch (error) {
        throw withShowableMessage(error, { failed: failedMessage, tooSoon, tooMany });
      }
    },
    [requestPass, failedMessage, tooSoon, tooMany],
  );

  return { requestCode, sliderElement };
}

/**
 * The translated text for the platform's limits on sending; else the server's own message when it gave one; the
 * generic text for network failures and bare codes.
 */
function withShowableMessage(error: unknown, texts: { failed: string; tooSoon: string; tooMany: string }): ApiError {
  if (!(error instanceof ApiError)) return new ApiError('network', 0, texts.failed);
  const limit = error.code === AccountErrorCode.SMS_TOO_SOON ? texts.tooSoon : error.code === ErrorCode.TOO_MANY_REQUESTS ? texts.tooMany : null;
  if (limit) return new ApiError(error.code, error.status, limit, error.value);
  const fromServer = error.code !== 'network' && error.message !== '' && error.message !== error.code;
  return fromServer ? error : new ApiError(error.code, error.status, texts.failed, error.value);
}
