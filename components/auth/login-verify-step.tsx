'use client';
import { useSubmitAttempted } from './use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form } from 'formik';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { LoginResponse } from '@/lib/api/contract';
import { useLoginVerify } from '@/lib/query/use-session';
import { loginVerifySchema } from '@/lib/validation/phone';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { useLoginErrorText } from './use-login-error-text';
import { FormAlert, textLinkClass } from './form-alert';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';

/**
 * The second step of a login from an IP the account has not used (the platform answered login_verify_required): a
 * code goes to the account's own mobile (no slider: nobody chooses the number), and the login completes with it.
 */
export function LoginVerifyStep({
  verifyToken,
  mobileMasked,
  remember,
  onSignedIn,
  onBack,
}: {
  verifyToken: string;
  mobileMasked: string;
  remember: boolean;
  onSignedIn: (response: LoginResponse) => void;
  onBack: () => void;
}) {
  const t = useTranslations('Auth');
  const smsCode = useSmsCode();
  const loginVerify = useLoginVerify();
  const tc = useTranslations('Common');
  const errorText = useLoginErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const [sent, setSent] = useState(false);
  const errorId = useId();
  const introId = useId();

  async function send() {
    setFormError(null);
    try {
      const seconds = await smsCode({ purpose: 'login-verify', verifyToken });
      setSent(true);
      return { seconds };
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
      const fromServer = apiError.code !== 'network' && apiError.message && apiError.message !== apiError.code;
      setFormError(fromServer ? apiError.message : tc('networkError'));
      throw error;
    }
  }

  async function submit(values: { verificationCode: string }) {
    setFormError(null);
    try {
      const response = await loginVerify.mutateAsync({ verifyToken, verificationCode: values.verificationCode.trim(), remember });
      onSignedIn(response);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
      setFormError(errorText(apiError, 'verify'));
    }
  }

  return (
    <Formik
      initialValues={{ verificationCode: '' }}
      validationSchema={loginVerifySchema()}
      onSubmit={submit}
      validateOnBlur={false}
      validateOnChange={attempted.current}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          onSubmitCapture={attempted.mark}
          className="flex flex-col gap-4"
          aria-labelledby={introId}
          aria-describedby={formError ? errorId : undefined}
        >
          <div>
            <h2 id={introId} className="text-base font-bold">
              {t('verifyTitle')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {sent ? t('verifyCodeSent', { mobile: mobileMasked }) : t('verifyCodeWillSend', { mobile: mobileMasked })}
            </p>
          </div>
          <SmsCodeField id="login-verify-code" label={t('smsCode')} translateError={(key) => t(key)} send={send} />
          <FormErrorFocus />
          <FormAlert id={errorId}>{formError}</FormAlert>
          <button type="submit" disabled={isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
            {isSubmitting ? t('verifying') : t('verify')}
          </button>
          <button type="button" onClick={onBack} className={`${textLinkClass} self-center`}>
            {t('backToLogin')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
