'use client';
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Formik, Form, Field, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '@/lib/api/browser';
import { ApiPath, type LoginRequest, type LoginResponse } from '@/lib/api/contract';
import { loginSchema } from '@/lib/validation/login';
import { useLocalizedPath } from '@/components/ui/localized-link';
import { FormField, inputClass } from '@/components/forms/form-field';
import { PasswordInput } from './password-input';
import { CaptchaImage } from './captcha-image';
import { rememberedUsername, rememberUsername } from './remembered-username';

interface FormValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

/** Username + password login, used by the /login page and the login popup. The password never leaves this form's memory. */
export function LoginForm({ onSuccess, autoFocus = true }: { onSuccess?: () => void; autoFocus?: boolean }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const localized = useLocalizedPath();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [initialUsername, setInitialUsername] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => setInitialUsername(rememberedUsername() ?? ''), []);
  if (initialUsername === null) return <div className="h-72" aria-busy="true" />;

  const fieldLabel = { username: t('username'), password: t('password'), captcha: t('captcha') } as const;
  const message = (field: keyof typeof fieldLabel) => (key: string) =>
    key === 'required' ? t('required', { field: fieldLabel[field] }) : key;

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    setFormError(null);
    const body: LoginRequest = {
      username: values.username.trim(),
      password: values.password,
      remember: values.remember,
      ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
    };
    try {
      await apiFetch<LoginResponse>(ApiPath.LOGIN, { method: 'POST', json: body });
      rememberUsername(values.remember ? body.username : null);
      queryClient.clear();
      onSuccess?.();
      router.replace(localized('/'));
      router.refresh();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
      if ((apiError.value as { captcha?: boolean } | undefined)?.captcha) {
        setCaptchaShown(true);
        setCaptchaKey((k) => k + 1);
      }
      helpers.setFieldValue('password', '', false);
      helpers.setFieldValue('captcha', '', false);
      setFormError(loginErrorMessage(apiError.code, t, tc));
    }
  }

  return (
    <Formik<FormValues>
      initialValues={{ username: initialUsername, password: '', captcha: '', remember: initialUsername !== '' }}
      validationSchema={loginSchema(captchaShown)}
      onSubmit={submit}
      // No validation on blur: an error appearing as the username loses focus to a click on "Log in" moves the
      // button away from under the pointer and the click is lost. Errors show on submit, then as the visitor types.
      validateOnBlur={false}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
          <FormField
            id="login-username"
            name="username"
            label={t('username')}
            translateError={message('username')}
            autoComplete="username"
            autoFocus={autoFocus && initialUsername === ''}
          />
          <FormField id="login-password" name="password" label={t('password')} translateError={message('password')}>
            {({ invalid, describedBy }) => (
              <PasswordInput
                id="login-password"
                name="password"
                autoComplete="current-password"
                autoFocus={autoFocus && initialUsername !== ''}
                invalid={invalid}
                describedBy={describedBy}
                showLabel={t('showPassword')}
                hideLabel={t('hidePassword')}
              />
            )}
          </FormField>
          {captchaShown ? (
            <FormField id="login-captcha" name="captcha" label={t('captcha')} translateError={message('captcha')}>
              {({ invalid, describedBy }) => (
                <div className="flex gap-2">
                  <Field
                    id="login-captcha"
                    name="captcha"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    className={`${inputClass} min-w-0 flex-1`}
                  />
                  <CaptchaImage refreshKey={captchaKey} label={t('captchaImage')} />
                </div>
              )}
            </FormField>
          ) : null}

          <label className="flex items-center gap-2 text-sm">
            <Field type="checkbox" name="remember" className="size-4 accent-[var(--brand-primary)]" />
            {t('remember')}
          </label>

          {formError ? (
            <p id={errorId} role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              {formError}
            </p>
          ) : null}

          <button
            type="submit"
            disabled={isSubmitting}
            className="min-h-11 rounded-lg bg-brand font-semibold text-brand-text hover:opacity-90 disabled:opacity-60"
          >
            {isSubmitting ? t('submitting') : t('submit')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

function loginErrorMessage(code: string, t: (key: string) => string, tc: (key: string) => string): string {
  switch (code) {
    case 'login_failed':
      return t('loginFailed');
    case 'captcha_invalid':
      return t('captchaInvalid');
    case 'TOO_MANY_REQUESTS':
      return t('tooManyRequests');
    case 'login_verify_required':
      return t('verifyRequired');
    case 'account_locked':
      return t('accountLocked');
    case 'validation_failed':
      return t('enterUsernamePassword');
    case 'network':
    case 'platform_unavailable':
      return tc('networkError');
    default:
      return tc('genericError');
  }
}
