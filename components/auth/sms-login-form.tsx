'use client';
import { useSubmitAttempted } from './use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form, Field, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { LoginResponse } from '@/lib/api/contract';
import { useLogin } from '@/lib/query/use-session';
import { smsLoginSchema } from '@/lib/validation/phone';
import { sendCodeToMobile } from '@/components/account/send-code-to-mobile';
import { MobileNumberField } from '@/components/account/mobile-number-field';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { useLoginErrorText } from './use-login-error-text';
import { FormAlert } from './form-alert';
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
 * Login with a code sent by SMS (only where the merchant has SMS login). "Send code" checks the number first, then the
 * slider check, then sends; a refused send shows its message (spec §8). The platform answers alike whether or not an
 * account has the number, so the notice after a send says no more than that.
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
  const translateError = (key: string) => t(key);

  function sendCode(form: FormikProps<FormValues>): Promise<{ seconds: number }> {
    return sendCodeToMobile(form, {
      markAttempted: attempted.mark,
      setFormError,
      genericError: tc('genericError'),
      request: (mobile) => requestCode((sliderToken) => smsCode({ purpose: 'login', mobile, sliderToken })),
    });
  }

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    setFormError(null);
    try {
      const response = await login.mutateAsync({
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        remember: values.remember,
        entrance,
      });
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
        initialValues={{ countryDialingCode: '', mobileNum: '', verificationCode: '', remember: false }}
        validationSchema={smsLoginSchema()}
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
