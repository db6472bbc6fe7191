'use client';
import { useSubmitAttempted } from './use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form, Field, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { LoginResponse } from '@/lib/api/contract';
import { useLogin } from '@/lib/query/use-session';
import { mobileDigitsOf, smsLoginSchema } from '@/lib/validation/phone';
import { fieldErrorText } from '@/lib/validation/field-error';
import { useStoredValue } from '@/lib/hooks/use-browser-state';
import { useCountries } from '@/lib/query/use-register-form-data';
import { sendCodeToMobile } from '@/components/account/send-code-to-mobile';
import { MobileNumberField } from '@/components/account/mobile-number-field';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { useLoginErrorText } from './use-login-error-text';
import { FormAlert } from './form-alert';
import { rememberedMobile, rememberMobile, type RememberedMobile } from './remember-me';
import type { Entrance } from './login-form';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';

interface FormValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  remember: boolean;
}

/**
 * Login with a code sent by SMS (only where the merchant has SMS login). "Send code" checks the number first (with the
 * country's number of digits), then the slider check, then sends; a refused send shows its message (spec §8). The
 * platform answers alike whether or not an account has the number, so the notice after a send says no more than that.
 * "Remember me" keeps the number and its dial code (never the code) for a day, and fills them in next time.
 */
export function SmsLoginForm({ entrance, onSignedIn }: { entrance: Entrance; onSignedIn: (response: LoginResponse) => void }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Common');
  const tsms = useTranslations('SmsCode');
  const errorText = useLoginErrorText();
  const { requestCode, sliderElement } = useSmsWithSlider('sms');
  const smsCode = useSmsCode();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const errorId = useId();
  // "Phone number must have 9 digits": the encoded errors carry their numbers (lib/validation/field-error).
  const translateError = fieldErrorText(t);
  const mobileDigits = mobileDigitsOf(useCountries().countries);
  // This form is drawn in the browser only (the SMS tab's content, loaded when chosen), so the cookie is read at once.
  const remembered = parseRemembered(useStoredValue(() => serializeRemembered(rememberedMobile()), ''));

  function sendCode(form: FormikProps<FormValues>): Promise<{ seconds: number }> {
    return sendCodeToMobile(form, {
      markAttempted: attempted.mark,
      setFormError,
      genericError: tc('genericError'),
      mobileDigits,
      request: (mobile) => requestCode((sliderToken) => smsCode({ purpose: 'login', mobile, sliderToken })),
    });
  }

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    setFormError(null);
    const mobile = { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() };
    try {
      const response = await login.mutateAsync({
        type: 'sms',
        ...mobile,
        verificationCode: values.verificationCode.trim(),
        remember: values.remember,
        entrance,
      });
      rememberMobile(values.remember ? mobile : null);
      onSignedIn(response);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
      helpers.setFieldValue('verificationCode', '', false);
      setFormError(errorText(apiError, 'sms'));
    }
  }

  return (
    <>
      <Formik<FormValues>
        initialValues={{ countryDialingCode: '', mobileNum: remembered?.mobileNum ?? '', verificationCode: '', remember: remembered !== null }}
        validationSchema={smsLoginSchema(mobileDigits)}
        onSubmit={submit}
        validateOnBlur={false}
        validateOnChange={attempted.current}
      >
        {(form) => (
          <Form noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
            <MobileNumberField
              id="sms-login-mobile"
              label={t('mobile')}
              dialCodeLabel={t('dialCode')}
              translateError={translateError}
              initialDialCode={remembered?.countryDialingCode}
            />
            <SmsCodeField
              id="sms-login-code"
              label={t('smsCode')}
              translateError={translateError}
              send={() => sendCode(form)}
              // The dial code arrives with the country list: no code can be sent before.
              disabled={!form.values.countryDialingCode}
              sentNotice={tsms('neutralSent')}
            />
            <label className="flex items-center gap-2 text-sm">
              <Field type="checkbox" name="remember" className="size-6 shrink-0 accent-[var(--brand-primary)]" />
              {t('remember')}
            </label>
            <FormErrorFocus />
            <FormAlert id={errorId}>{formError}</FormAlert>
            <button type="submit" disabled={form.isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
              {form.isSubmitting ? t('submitting') : t('submit')}
            </button>
          </Form>
        )}
      </Formik>
      {sliderElement}
    </>
  );
}

/** The remembered number as one string for useStoredValue ("84 912345678"), and back. */
function serializeRemembered(mobile: RememberedMobile | null): string {
  return mobile ? `${mobile.countryDialingCode} ${mobile.mobileNum}` : '';
}

function parseRemembered(text: string): RememberedMobile | null {
  const [countryDialingCode, mobileNum] = text.split(' ');
  return countryDialingCode && mobileNum ? { countryDialingCode, mobileNum } : null;
}
