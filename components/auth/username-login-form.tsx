'use client';
import { useSubmitAttempted } from './use-submit-attempted';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHydrated, useStoredValue } from '@/lib/hooks/use-browser-state';
import { Formik, Form, Field, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { LoginResponse } from '@/lib/api/contract';
import { useLoginCaptchaRequired } from '@/lib/query/use-login-captcha';
import { useLogin } from '@/lib/query/use-session';
import type { LoginVerifyRequiredDto } from '@site/platform-contract';
import { lazySchemaValidation } from '@/lib/validation/lazy-schema';
import { fieldErrorText } from '@/lib/validation/field-error';
import { FormField, inputClass } from '@/components/forms/form-field';
import { PasswordInput } from './password-input';
import { CaptchaImage } from './captcha-image';
import { rememberedUsername, rememberUsername } from './remembered-username';
import { useLoginErrorText } from './use-login-error-text';
import { FormAlert, textLinkClass } from './form-alert';
import type { Entrance } from './login-form';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { TypedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { buttonClasses } from '@/components/ui/button';

const loadLoginSchema = () => import('@/lib/validation/login');
function preloadLoginSchema() {
  void loadLoginSchema();
}

interface FormValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

/** What a username login hands back to LoginForm. The password is only ever in memory. */
export interface UsernameLoginResult {
  response: LoginResponse;
  password: string;
  remember: boolean;
}

export interface VerifyRequired extends LoginVerifyRequiredDto {
  password: string;
  remember: boolean;
}

/**
 * Username + password (+ captcha after a failure) login. Remember me keeps the username (never the password) in a
 * cookie for a day. A login from a new IP hands over to the verification step (onVerifyRequired).
 */
export function UsernameLoginForm({
  entrance,
  autoFocus,
  onSignedIn,
  onVerifyRequired,
  onForgotPassword,
}: {
  entrance: Entrance;
  autoFocus: boolean;
  onSignedIn: (result: UsernameLoginResult) => void;
  onVerifyRequired: (value: VerifyRequired) => void;
  onForgotPassword: () => void;
}) {
  const t = useTranslations('Auth');
  const errorText = useLoginErrorText();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  // The shown captcha's id: its answer counts only with it.
  const captchaId = useRef<string | null>(null);
  const onCaptcha = useCallback((id: string | null) => {
    captchaId.current = id;
  }, []);
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  // The remembered username (a cookie): the page is drawn without it (it comes from the visitors' shared cache), and
  // it is filled in once hydrated (RememberedUsername).
  const remembered = useStoredValue(() => rememberedUsername() ?? '', '');
  // Until the page is interactive the browser would submit the form itself, with the password in the URL.
  const hydrated = useHydrated();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();

  // Ask before the first attempt whether the platform already wants a captcha for this name (after earlier failures),
  // so that attempt is not spent just to learn it.
  const captchaRequired = useLoginCaptchaRequired();
  const checkCaptcha = useCallback(
    async (username: string) => {
      const name = username.trim();
      if (!name) return;
      try {
        if (await captchaRequired(name)) setCaptchaShown(true);
      } catch {
        // Unknown: the first attempt will say so if a captcha is needed.
      }
    },
    [captchaRequired],
  );
  useEffect(() => {
    if (!remembered) return;
    captchaRequired(remembered).then(
      (required) => required && setCaptchaShown(true),
      () => undefined,
    );
  }, [remembered, captchaRequired]);

  const fieldLabel = { username: t('username'), password: t('password'), captcha: t('captcha') } as const;
  // "Username is required", "Username can be at most 64 characters" (the schema's encoded keys: lib/validation/field-error).
  const message = (field: keyof typeof fieldLabel) => fieldErrorText(t, { field: fieldLabel[field] });

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    setFormError(null);
    const username = values.username.trim();
    const body = {
      username,
      password: values.password,
      remember: values.remember,
      ...(captchaShown ? { captcha: values.captcha.trim(), captchaId: captchaId.current ?? undefined } : {}),
      entrance,
    };
    try {
      const response: LoginResponse = await login.mutateAsync(body);
      rememberUsername(values.remember ? username : null);
      onSignedIn({ response, password: values.password, remember: values.remember });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
      const value = apiError.value as Partial<LoginVerifyRequiredDto> & { captcha?: boolean } | undefined;
      if (apiError.code === 'login_verify_required' && value?.verifyToken) {
        rememberUsername(values.remember ? username : null);
        onVerifyRequired({
          verifyToken: value.verifyToken,
          mobileMasked: value.mobileMasked ?? '',
          password: values.password,
          remember: values.remember,
        });
        return;
      }
      if (value?.captcha) {
        setCaptchaShown(true);
        setCaptchaKey((k) => k + 1);
      }
      // Only the captcha is used up by an attempt: what the player typed stays, and the new error replaces the old.
      helpers.setFieldValue('captcha', '', false);
      setFormError(errorText(apiError, 'username'));
      // Back to where the next try starts: the captcha when one is asked, else the password (selected, to retype).
      window.requestAnimationFrame(() => {
        const field = formRef.current?.querySelector<HTMLInputElement>(value?.captcha ? 'input[name="captcha"]' : 'input[name="password"]');
        field?.focus();
        if (!value?.captcha) field?.select();
      });
    }
  }

  return (
    <Formik<FormValues>
      initialValues={{ username: remembered, password: '', captcha: '', remember: remembered !== '' }}
      // The rules (yup) load as the player first focuses or types in the form, not with the page.
      validate={lazySchemaValidation<FormValues>(() => loadLoginSchema().then((m) => m.loginSchema(captchaShown)))}
      onSubmit={submit}
      // No validation on blur, nor while typing before a first submit: an error appearing as the username loses
      // focus to a click on "Log in" moves the button away from under the pointer and the click is lost. Errors show
      // on submit, then as the visitor types.
      validateOnBlur={false}
      validateOnChange={attempted.current}
    >
      {({ isSubmitting }) => (
        <Form
          ref={formRef}
          noValidate
          onSubmitCapture={attempted.mark}
          onFocusCapture={preloadLoginSchema}
          onInputCapture={preloadLoginSchema}
          className="flex flex-col gap-4"
          aria-describedby={formError ? errorId : undefined}
        >
          <TypedBeforeHydration formRef={formRef} />
          <RememberedUsername username={remembered} focusPassword={autoFocus} />
          <FormField
            id="login-username"
            name="username"
            label={t('username')}
            translateError={message('username')}
            autoComplete="username"
            autoFocus={autoFocus && remembered === ''}
            onBlur={(event) => void checkCaptcha(event.target.value)}
          />
          <FormField id="login-password" name="password" label={t('password')} translateError={message('password')}>
            {({ invalid, describedBy }) => (
              <PasswordInput
                id="login-password"
                name="password"
                autoComplete="current-password"
                autoFocus={autoFocus && remembered !== ''}
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
                  <CaptchaImage refreshKey={captchaKey} label={t('captchaImage')} onChallenge={onCaptcha} />
                </div>
              )}
            </FormField>
          ) : null}

          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <Field type="checkbox" name="remember" className="size-6 shrink-0 accent-[var(--brand-primary)]" />
              {t('remember')}
            </label>
            <button type="button" onClick={onForgotPassword} aria-haspopup="dialog" className={textLinkClass}>
              {t('forgotPassword')}
            </button>
          </div>

          <FormErrorFocus />

          <FormAlert id={errorId}>{formError}</FormAlert>

          <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
            {isSubmitting ? t('submitting') : t('submit')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Fills in the remembered username once it is known (after hydration on the /login page; at once in the popup), with
 * "Remember me" ticked, unless the visitor has typed a name already; the focus then moves on to the password.
 */
function RememberedUsername({ username, focusPassword }: { username: string; focusPassword: boolean }) {
  const { values, touched, setValues } = useFormikContext<FormValues>();
  const applied = useRef(false);
  useEffect(() => {
    if (!username || applied.current) return;
    applied.current = true;
    if (values.username !== '' || touched.username) return;
    void setValues({ ...values, username, remember: true }, false);
    const field = document.getElementById('login-username');
    if (focusPassword && document.activeElement === field) document.getElementById('login-password')?.focus();
  }, [username, values, touched.username, setValues, focusPassword]);
  return null;
}
