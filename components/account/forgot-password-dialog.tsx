'use client';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form } from 'formik';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { LoginResponse } from '@/lib/api/contract';
import { useForgotPasswordByEmail, useResetPasswordByPhone } from '@/lib/query/use-password';
import { useSite } from '@/lib/site/site-context';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { FormAlert } from '@/components/auth/form-alert';
import { useSliderPass, useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { usePhoneAuthText } from '@/components/verification/phone-auth-errors';
import { forgotByEmailSchema, NEW_PASSWORD_RULE, resetByPhoneSchema } from '@/lib/validation/password';
import { mobileDigitsOf } from '@/lib/validation/phone';
import { useCountries } from '@/lib/query/use-register-form-data';
import { fieldErrorText } from '@/lib/validation/field-error';
import { sendCodeToMobile } from './send-code-to-mobile';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeField } from './sms-code-field';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';


/**
 * Forgot password (spec §4): by email (username + email; the platform mails a link) and, where the merchant offers
 * it, by mobile (SMS code + a new password), after which the visitor is signed in with the new password. Both send only
 * after the slider check, and the platform answers alike whether or not an account matches: what the visitor is told
 * after a send says no more than that.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (response: LoginResponse) => void;
}) {
  const t = useTranslations('Password');
  const tc = useTranslations('Common');
  const { site } = useSite();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('forgotTitle')} description={t('forgotIntro')} closeLabel={tc('close')} className="w-[min(94vw,28rem)]">
        {site.features.phoneReset ? (
          <Tabs defaultValue="email">
            <TabsList look="underline" aria-label={t('forgotMethods')} className="mb-4">
              <TabsTrigger look="underline" value="email">
                {t('byEmail')}
              </TabsTrigger>
              <TabsTrigger look="underline" value="mobile">
                {t('byMobile')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="email">
              <ForgotByEmailForm />
            </TabsContent>
            <TabsContent value="mobile">
              <ResetByPhoneForm onSignedIn={onSignedIn} />
            </TabsContent>
          </Tabs>
        ) : (
          <ForgotByEmailForm />
        )}
      </DialogContent>
    </Dialog>
  );
}

function useErrorText() {
  const t = useTranslations('Password');
  const tc = useTranslations('Common');
  const phoneAuthText = usePhoneAuthText();
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'network';
    // The refusals of a number or code, and too many requests with the wait (spec §8 "Phone authentication").
    const phone = phoneAuthText(code, error instanceof ApiError ? error.value : undefined);
    if (phone) return phone;
    switch (code) {
      case 'email_too_soon':
        return t('emailTooSoon');
      case 'validation_failed':
        return t('checkFields');
      case 'network':
      case 'platform_unavailable':
        return tc('networkError');
      default:
        return tc('genericError');
    }
  };
}

function ForgotByEmailForm() {
  const t = useTranslations('Password');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const [sent, setSent] = useState(false);
  const errorId = useId();
  const forgotByEmail = useForgotPasswordByEmail();
  const { requestPass, sliderElement } = useSliderPass('email');

  async function submit(values: { username: string; email: string }) {
    setFormError(null);
    let sliderToken: string;
    try {
      sliderToken = await requestPass();
    } catch {
      return; // The visitor closed the check: nothing is sent.
    }
    try {
      await forgotByEmail.mutateAsync({ username: values.username.trim(), email: values.email.trim(), sliderToken });
      setSent(true);
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-surface-sunken px-4 py-3 text-sm">
        {t('emailSent')}
      </p>
    );
  }

  return (
    <>
      <Formik
        initialValues={{ username: '', email: '' }}
        validationSchema={forgotByEmailSchema()}
        onSubmit={submit}
        validateOnBlur={false}
        validateOnChange={attempted.current}
      >
        {({ isSubmitting }) => (
          <Form noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
            <FormField id="forgot-username" name="username" label={t('username')} translateError={fieldErrorText(t)} autoComplete="username" />
            <FormField id="forgot-email" name="email" label={t('email')} translateError={fieldErrorText(t)} autoComplete="email" type="email" />
            <FormErrorFocus />
            <FormAlert id={errorId}>{formError}</FormAlert>
            <button type="submit" disabled={isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
              {isSubmitting ? t('sending') : t('sendResetLink')}
            </button>
          </Form>
        )}
      </Formik>
      {sliderElement}
    </>
  );
}

interface PhoneValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

function ResetByPhoneForm({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  const t = useTranslations('Password');
  const ta = useTranslations('Auth');
  const tc = useTranslations('Common');
  const tsms = useTranslations('SmsCode');
  const errorText = useErrorText();
  const { requestCode, sliderElement } = useSmsWithSlider('sms');
  const smsCode = useSmsCode();
  const resetByPhone = useResetPasswordByPhone();
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const errorId = useId();
  const translateError = fieldErrorText(t, { min: NEW_PASSWORD_RULE.minLength, max: NEW_PASSWORD_RULE.maxLength });
  const mobileDigits = mobileDigitsOf(useCountries().countries);

  async function submit(values: PhoneValues) {
    setFormError(null);
    try {
      const response = await resetByPhone.mutateAsync({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      onSignedIn(response);
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  return (
    <>
      <Formik<PhoneValues>
        initialValues={{ countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' }}
        validationSchema={resetByPhoneSchema(mobileDigits)}
        onSubmit={submit}
        validateOnBlur={false}
        validateOnChange={attempted.current}
      >
        {(form) => (
          <Form noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
            <MobileNumberField id="forgot-mobile" label={t('mobile')} dialCodeLabel={ta('dialCode')} translateError={translateError} />
            <SmsCodeField
              id="forgot-code"
              label={t('smsCode')}
              translateError={translateError}
              send={() =>
                sendCodeToMobile(form, {
                  markAttempted: attempted.mark,
                  setFormError,
                  genericError: tc('genericError'),
                  mobileDigits,
                  request: (mobile) => requestCode((sliderToken) => smsCode({ purpose: 'password', mobile, sliderToken })),
                })
              }
              disabled={!form.values.countryDialingCode}
              sentNotice={tsms('neutralSent')}
            />
            <FormField id="forgot-new-password" name="newPassword" label={t('newPassword')} translateError={translateError}>
              {({ invalid, describedBy }) => (
                <PasswordInput
                  id="forgot-new-password"
                  name="newPassword"
                  autoComplete="new-password"
                  invalid={invalid}
                  describedBy={describedBy ?? 'forgot-new-password-hint'}
                  showLabel={ta('showPassword')}
                  hideLabel={ta('hidePassword')}
                />
              )}
            </FormField>
            <p id="forgot-new-password-hint" className="-mt-2 text-xs text-ink-muted">
              {t('rule', { min: NEW_PASSWORD_RULE.minLength, max: NEW_PASSWORD_RULE.maxLength })}
            </p>
            <FormErrorFocus />
            <FormAlert id={errorId}>{formError}</FormAlert>
            <button type="submit" disabled={form.isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
              {form.isSubmitting ? t('saving') : t('resetAndLogin')}
            </button>
          </Form>
        )}
      </Formik>
      {sliderElement}
    </>
  );
}
