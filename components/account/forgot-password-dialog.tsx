'use client';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form } from 'formik';
import { Tabs } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { apiFetch, ApiError } from '@/lib/api/browser';
import { ApiPath, type LoginResponse } from '@/lib/api/contract';
import { useSite } from '@/components/providers/site-provider';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { FormAlert, submitButtonClass } from '@/components/auth/form-alert';
import { useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { sendPasswordResetCode } from '@/components/verification/sms-requests';
import { forgotByEmailSchema, NEW_PASSWORD_RULE, resetByPhoneSchema } from './password-rules';
import { sendCodeToMobile } from './send-code-to-mobile';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeField } from './sms-code-field';
import { FormErrorFocus } from '@/components/forms/form-error-focus';

const tabClass =
  'flex-1 border-b-2 border-transparent px-3 pb-2 text-sm font-semibold text-ink-muted hover:text-ink ' +
  'data-[state=active]:border-brand data-[state=active]:text-ink';

/**
 * Forgot password (spec §4): by email (username + email; the platform mails a link) and, where the merchant offers
 * it, by mobile (SMS code + a new password), after which the visitor is signed in with the new password.
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
          <Tabs.Root defaultValue="email">
            <Tabs.List aria-label={t('forgotMethods')} className="mb-4 flex border-b border-line">
              <Tabs.Trigger value="email" className={tabClass}>
                {t('byEmail')}
              </Tabs.Trigger>
              <Tabs.Trigger value="mobile" className={tabClass}>
                {t('byMobile')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="email" className="outline-none">
              <ForgotByEmailForm />
            </Tabs.Content>
            <Tabs.Content value="mobile" className="outline-none">
              <ResetByPhoneForm onSignedIn={onSignedIn} />
            </Tabs.Content>
          </Tabs.Root>
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
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'network';
    switch (code) {
      case 'account_not_found':
      case 'email_mismatch':
        return t('accountNotFound');
      case 'verification_code_invalid':
        return t('codeInvalid');
      case 'validation_failed':
        return t('checkFields');
      case 'TOO_MANY_REQUESTS':
        return t('tooManyRequests');
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

  async function submit(values: { username: string; email: string }) {
    setFormError(null);
    try {
      await apiFetch(ApiPath.FORGOT_BY_EMAIL, { method: 'POST', json: { username: values.username.trim(), email: values.email.trim() } });
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
    <Formik
      initialValues={{ username: '', email: '' }}
      validationSchema={forgotByEmailSchema()}
      onSubmit={submit}
      validateOnBlur={false}
      validateOnChange={attempted.current}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
          <FormField id="forgot-username" name="username" label={t('username')} translateError={(k) => t(k)} autoComplete="username" />
          <FormField id="forgot-email" name="email" label={t('email')} translateError={(k) => t(k)} autoComplete="email" type="email" />
          <FormErrorFocus />
          <FormAlert id={errorId}>{formError}</FormAlert>
          <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
            {isSubmitting ? t('sending') : t('sendResetLink')}
          </button>
        </Form>
      )}
    </Formik>
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
  const errorText = useErrorText();
  const { requestCode, sliderElement } = useSmsWithSlider('sms');
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const errorId = useId();
  const translateError = (key: string) => t(key, { min: NEW_PASSWORD_RULE.minLength, max: NEW_PASSWORD_RULE.maxLength });

  async function submit(values: PhoneValues) {
    setFormError(null);
    try {
      const response = await apiFetch<LoginResponse>(ApiPath.RESET_BY_PHONE, {
        method: 'POST',
        json: {
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        },
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
        validationSchema={resetByPhoneSchema()}
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
                  request: (mobile) => requestCode((token) => sendPasswordResetCode(mobile, token)),
                })
              }
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
            <button type="submit" disabled={form.isSubmitting} className={submitButtonClass}>
              {form.isSubmitting ? t('saving') : t('resetAndLogin')}
            </button>
          </Form>
        )}
      </Formik>
      {sliderElement}
    </>
  );
}
