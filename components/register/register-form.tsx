'use client';
import { clsx } from 'clsx';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Field, Form, FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ValidationError } from 'yup';
import { ApiError } from '@/lib/api/browser';
import { useCheckAffiliateCode } from '@/lib/query/use-affiliate-check';
import { useRegister } from '@/lib/query/use-registration';
import { useCheckUsername } from '@/lib/query/use-username-availability';
import type { RegisterFormData, RegisterRequest, RegisterResponse } from '@/lib/api/contract';
import {
  AccountErrorCode,
  REGISTER_FIELDS,
  REGISTER_PASS_ATTEMPTS,
  registerHumanCheck,
  SLIDER_PASS_VALID_MS,
  type RegisterField,
  type RegType,
} from '@site/platform-contract';
import { passwordRule, passwordStrength } from '@/lib/validation/password-strength';
import {
  fieldsFor,
  fieldRuleHint,
  isRequiredField,
  registerSchema,
  regTypesFor,
  translateRegisterError,
  DEPOSIT_LIMIT_FIELD,
  type ValidationTranslator,
} from '@/lib/validation/register-schema';
import { FormField, inputClass } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { CaptchaImage } from '@/components/auth/captcha-image';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { isSliderCancelled, useSliderPass, useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useContinueInNewDocument } from '@/components/auth/session-navigation';
import { useHydrated } from '@/lib/hooks/use-browser-state';
import { useSite } from '@/lib/site/site-context';
import { helpCentrePath } from '@/lib/tenant/gates';
import { PHONE_AUTH_ERROR_PREFIX, registerFailure, SERVER_ERROR_PREFIX } from './register-errors';
import { mobileDigitsOf } from '@/lib/validation/phone';
import { formatMoney } from '@/lib/format/money';
import { PasswordStrengthMeter } from './password-strength-meter';
import dynamic from 'next/dynamic';
import { initialDialCode } from '@/components/verification/initial-dial-code';

/* What only some forms or some moments need loads then: the dial-code picker (mobile fields), and the dialogs. */
const DialCodeSelect = dynamic(() => import('@/components/verification/dial-code-select').then((m) => m.DialCodeSelect), {
  loading: () => <div aria-hidden="true" className="h-11 w-28 shrink-0 rounded-lg border border-line bg-surface" />,
});
const RegisterWarningDialog = dynamic(() => import('./register-warning-dialog').then((m) => m.RegisterWarningDialog));
const RegisterSuccessDialog = dynamic(() => import('./register-success-dialog').then((m) => m.RegisterSuccessDialog));
const MobileRegisterSuccessDialog = dynamic(() => import('./mobile-register-success-dialog').then((m) => m.MobileRegisterSuccessDialog));
import { FormErrorFocus, focusFirstInvalid } from '@/components/forms/form-error-focus';
import { TypedBeforeHydration } from '@/components/forms/typed-before-hydration';

export interface RegisterFormProps {
  data: RegisterFormData;
  /** ?referralCode= of the page URL, sent as is. */
  referralCode: string | null;
  /** The affiliate code the page URL carried, and whether the platform knows it (checked on the server). */
  affiliate: { code: string; valid: boolean } | null;
  variant: 'page' | 'popup';
  /** Called once the visitor has closed the success dialog, as the form goes home. */
  onRegistered?: (result: RegisterResponse) => void;
}

type Values = Record<RegisterField, string> & { countryDialingCode: string; terms: boolean; depositLimitDay: string };

const SECRET_AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
};

const TEXT_AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  payeeName: 'name',
  email: 'email',
  affiliateCode: 'off',
  idNumber: 'off',
};

/** A kept slider pass is used only while it has this much of its life left, so it does not expire on the way. */
const PASS_MARGIN_MS = 20_000;

/** What the form knows of a username's availability: the name asked about and the answer (or that it is asking). */
type UsernameStatus = { name: string; state: 'checking' | 'available' | 'taken' } | null;

/** A slider pass the player earned, kept for the next submit while the platform still takes it. */
type KeptPass = { token: string; until: number; submits: number };

const TAKEN_ERROR = `${SERVER_ERROR_PREFIX}usernameTaken`;

function refusedCheck(error: unknown): boolean {
  return error instanceof ApiError && (error.code === AccountErrorCode.SLIDER_REQUIRED || error.code === AccountErrorCode.SLIDER_FAILED);
}

/** Fields whose rule is shown up front, before any error: what a username and the passwords must look like. */
const HINTED_FIELDS: ReadonlySet<RegisterField> = new Set(['username', 'password', 'paymentPassword']);

/**
 * The registration form (spec §2 "Register page", §4 "Registration", §5): username or mobile registration (tabs when
 * both are on), the fields the merchant's config asks for (fieldsFor), errors under each field after a submit attempt,
 * then the affiliate check, the slider check, the register call (which also signs in) and the success dialog.
 * Closing that dialog goes home. Used by /register and by the login/register popup.
 *
 * A username is checked as the player leaves the field and again before any human check, so a taken name is said at
 * the field without a slider first; a solved slider is kept for the next submit when the
 * registration fails for another reason, while the platform still takes it (SLIDER_PASS_VALID_MS,
 * REGISTER_PASS_ATTEMPTS). The password gets a strength meter graded within the platform's own rule.
 */
export function RegisterForm({ data, referralCode, affiliate, variant, onRegistered }: RegisterFormProps) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation') as unknown as ValidationTranslator;
  const tc = useTranslations('Common');
  const tsms = useTranslations('SmsCode');
  const continueInNewDocument = useContinueInNewDocument();
  const { site: currentSite } = useSite();
  const locale = useLocale();
  // Visitors only: on a login-to-home brand that is /helpmc, the help centre that stays open to them.
  const helpPath = helpCentrePath(currentSite.features.loginToHome, false);
  const { settings, countries, visitorCountry } = data;
  const regTypes = regTypesFor(settings);
  const [regType, setRegType] = useState<RegType>(regTypes[0] ?? 'username');
  const affiliateFromUrl = affiliate?.valid === true;
  const fields = useMemo(() => fieldsFor(settings, regType, affiliateFromUrl), [settings, regType, affiliateFromUrl]);
  const currency = currentSite.currency.code;
  const schema = useMemo(
    () => registerSchema(settings, { regType, affiliateFromUrl, currency, mobileDigits: mobileDigitsOf(countries) }),
    [settings, regType, affiliateFromUrl, currency, countries],
  );
  const [captchaKey, setCaptchaKey] = useState(0);
  // The shown captcha's id: its answer counts only with it.
  const captchaId = useRef<string | null>(null);
  const onCaptcha = useCallback((id: string | null) => {
    captchaId.current = id;
  }, []);
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [success, setSuccess] = useState<RegisterResponse | null>(null);
  // Until the page is interactive the browser would submit the form itself, with the passwords in the URL.
  const hydrated = useHydrated();
  const { requestPass, sliderElement: registerSlider } = useSliderPass('register');
  const { requestCode, sliderElement: smsSlider } = useSmsWithSlider('sms');
  const smsCode = useSmsCode();
  const checkAffiliateCode = useCheckAffiliateCode();
  const register = useRegister();
  const checkUsername = useCheckUsername();
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>(null);
  // Names the platform said are taken: an error on the field for as long as it holds one of them.
  const takenNames = useRef(new Set<string>());
  const keptPass = useRef<KeptPass | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idBase = `register-${variant}`;
  const formErrorId = `${idBase}-error`;
  const termsHintId = `${idBase}-terms-hint`;

  const initialValues = useMemo(() => {
    // The dial code starts from the visitor's country here, not when the lazily loaded picker mounts: a "Send code"
    // pressed before the picker's code arrives still sends with it.
    const values = {
      ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])),
      countryDialingCode: initialDialCode(countries, undefined, visitorCountry),
      // Ticked where the merchant says so (the spec's default); unticked where its market requires an active choice.
      terms: currentSite.eligibilityPreticked,
      depositLimitDay: '',
    } as unknown as Values;
    // An unknown code from the URL stays visible in the field, so the visitor sees what the warning is about.
    if (affiliate && !affiliate.valid) values.affiliateCode = affiliate.code;
    return values;
  }, [affiliate, countries, visitorCountry, currentSite.eligibilityPreticked]);

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    // Merged with the schema's errors: a name the platform said is taken stays an error while it is in the field.
    validate: (v) => (takenNames.current.has((v.username ?? '').trim()) ? { username: TAKEN_ERROR } : {}),
    onSubmit: submit,
    // No validation on blur (see login-form): errors show on submit, then as the visitor types.
    validateOnBlur: false,
  });
  const { values, isSubmitting } = formik;

  const label = (field: RegisterField) => t(`field.${field}`);
  const shownLabel = (field: RegisterField) => (isRequiredField(settings, field) ? label(field) : t('optionalLabel', { field: label(field) }));
  const translateFor = (field: RegisterField) => (error: string) => {
    if (error.startsWith(SERVER_ERROR_PREFIX)) return t(`error.${error.slice(SERVER_ERROR_PREFIX.length)}`);
    if (error.startsWith(PHONE_AUTH_ERROR_PREFIX)) return tsms(`phoneAuth.${error.slice(PHONE_AUTH_ERROR_PREFIX.length)}`);
    return translateRegisterError(error, tv, label(field), field);
  };

  function refreshCaptcha() {
    if (!fields.includes('captcha')) return;
    setCaptchaKey((k) => k + 1);
    void formik.setFieldValue('captcha', '', false);
  }

  function switchType(next: string) {
    if (next !== 'username' && next !== 'mobile') return;
    setRegType(next);
    setFormError(null);
    // A new form: no errors from the other one; the captcha is fetched again (spec §4).
    formik.resetForm({ values: { ...values, captcha: '' } });
    setCaptchaKey((k) => k + 1);
  }

  async function submit(raw: Values) {
    setFormError(null);
    let clean: Partial<Record<RegisterField, string>>;
    try {
      clean = await schema.validate(raw, { stripUnknown: true });
    } catch {
      return;
    }

    if (affiliate && !affiliate.valid && (!fields.includes('affiliateCode') || clean.affiliateCode === affiliate.code)) {
      setWarning(t('error.invitationCode'));
      return;
    }
    const typedAffiliate = !affiliateFromUrl && fields.includes('affiliateCode') ? clean.affiliateCode : undefined;
    if (typedAffiliate) {
      try {
        if (!(await checkAffiliateCode(typedAffiliate))) {
          setWarning(t('error.invitationCode'));
          return;
        }
      } catch (error) {
        showFailure(error);
        return;
      }
    }

    // A taken name is said at the field before any human check (the blur's answer serves here when it is fresh).
    if (fields.includes('username') && clean.username) {
      const name = clean.username;
      const taken = await isTaken(name);
      if (taken) {
        setUsernameStatus({ name, state: 'taken' });
        await formik.setFieldTouched('username', true, true);
        // The submit passed validation, so FormErrorFocus did not move: the field in error gets the focus, in view.
        focusFirstInvalid(formRef.current);
        return;
      }
      if (taken === false) setUsernameStatus({ name, state: 'available' });
      // Not known (the check was refused or failed): the platform checks again as it registers.
    }

    // One human check per attempt: the slider only where neither a captcha nor an SMS code is on the form.
    const slider = registerHumanCheck(settings, regType) === 'slider';
    let pass: { token: string; kept: boolean } | undefined;
    if (slider) {
      pass = await sliderPass();
      if (!pass) return; // The visitor closed the check.
    }

    const body: RegisterRequest = {
      ...clean,
      regType,
      ...(fields.includes('captcha') && captchaId.current ? { captchaId: captchaId.current } : {}),
      referralCode,
      affiliateCode: affiliateFromUrl ? affiliate?.code : typedAffiliate || undefined,
      countryDialingCode: fields.includes('mobileNum') ? raw.countryDialingCode : undefined,
    };
    const send = (sliderToken: string | undefined) => {
      if (keptPass.current) keptPass.current.submits += 1;
      return register.mutateAsync(sliderToken ? { ...body, sliderToken } : body);
    };
    try {
      let result: RegisterResponse;
      try {
        result = await send(pass?.token);
      } catch (error) {
        if (refusedCheck(error)) keptPass.current = null;
        // A kept pass the platform no longer takes (its time or its submits ran out): one new check, the same submit.
        if (!(pass?.kept && refusedCheck(error))) throw error;
        pass = await sliderPass();
        if (!pass) return;
        result = await send(pass.token);
      }
      keptPass.current = null;
      // Nothing typed stays in memory once the account exists.
      formik.resetForm({ values: initialValues });
      setSuccess(result);
    } catch (error) {
      // The pass stays for the next submit unless the check itself was refused.
      if (refusedCheck(error)) keptPass.current = null;
      if (error instanceof ApiError && error.code === AccountErrorCode.USERNAME_TAKEN && clean.username) {
        takenNames.current.add(clean.username);
        setUsernameStatus({ name: clean.username, state: 'taken' });
      }
      showFailure(error);
    }
  }

  /** The kept pass while the platform still takes it, else a new slider check; undefined when the visitor closes it. */
  async function sliderPass(): Promise<{ token: string; kept: boolean } | undefined> {
    const kept = keptPass.current;
    if (kept && kept.until > Date.now() && kept.submits < REGISTER_PASS_ATTEMPTS) return { token: kept.token, kept: true };
    keptPass.current = null;
    let token: string;
    try {
      token = await requestPass();
    } catch {
      return undefined;
    }
    keptPass.current = { token, until: Date.now() + SLIDER_PASS_VALID_MS - PASS_MARGIN_MS, submits: 0 };
    return { token, kept: false };
  }

  /** true/false as the platform answers for the name; null when it could not say (limit reached, network). */
  async function isTaken(name: string): Promise<boolean | null> {
    try {
      const available = await checkUsername(name);
      if (!available) takenNames.current.add(name);
      return !available;
    } catch {
      return null;
    }
  }

  /** As the player leaves the username field: a name that passes its rule is checked at once. */
  async function onUsernameBlur() {
    const name = values.username.trim();
    try {
      if (!name) throw new Error('empty');
      await schema.validateAt('username', values);
    } catch {
      setUsernameStatus(null);
      return;
    }
    if (takenNames.current.has(name)) return;
    setUsernameStatus({ name, state: 'checking' });
    const taken = await isTaken(name);
    setUsernameStatus((current) => (current?.name !== name ? current : taken === null ? null : { name, state: taken ? 'taken' : 'available' }));
    if (taken) await formik.setFieldTouched('username', true, true);
  }

  function showFailure(error: unknown) {
    const apiError = error instanceof ApiError ? error : new ApiError('network', 0, '');
    refreshCaptcha();
    const failure = registerFailure(apiError.code, apiError.message, apiError.value, fields);
    switch (failure.kind) {
      case 'field':
        formik.setFieldTouched(failure.field, true, false);
        formik.setFieldError(failure.field, failure.error);
        focusFirstInvalid(formRef.current);
        return;
      case 'invitation':
        setWarning(t('error.invitationCode'));
        return;
      case 'form':
        setFormError({ Common: tc, Register: t, SmsCode: tsms }[failure.namespace](failure.messageKey, failure.values));
        return;
      case 'server':
        setFormError(failure.message);
    }
  }

  /** "Send code": the mobile number must be valid first (spec §5), then the slider check, then the SMS. */
  async function sendCode(): Promise<{ seconds: number }> {
    let invalid: string | null = null;
    try {
      await schema.validateAt('mobileNum', values);
    } catch (error) {
      invalid = error instanceof ValidationError ? error.message : 'required';
    }
    if (invalid || !values.countryDialingCode) {
      await formik.setFieldTouched('mobileNum', true, false);
      formik.setFieldError('mobileNum', invalid ?? 'required');
      throw new Error('mobile number not valid');
    }
    try {
      return await requestCode((token) =>
        smsCode({ purpose: 'register', mobile: { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() }, regType, sliderToken: token }),
      );
    } catch (error) {
      if (!isSliderCancelled(error)) setWarning(error instanceof Error && error.message ? error.message : tc('genericError'));
      throw error;
    }
  }

  function finish() {
    const result = success;
    setSuccess(null);
    if (result) onRegistered?.(result);
    continueInNewDocument();
  }

  function renderField(field: RegisterField) {
    const id = `${idBase}-${field}`;
    const rule = HINTED_FIELDS.has(field) ? fieldRuleHint(settings, field) : null;
    const hint = rule ? translateRegisterError(rule, tv, label(field)) : field === 'zalo' ? zaloRewardHint() : undefined;
    const common = { id, name: field, label: shownLabel(field), translateError: translateFor(field), hint };
    switch (field) {
      case 'username':
        return (
          <FormField
            key={field}
            {...common}
            type="text"
            autoComplete={TEXT_AUTOCOMPLETE.username}
            onBlur={() => void onUsernameBlur()}
            after={usernameAvailability(`${id}-availability`)}
          />
        );
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <FormField
            key={field}
            {...common}
            after={
              field === 'password'
                ? {
                    id: `${id}-strength`,
                    describes: values.password !== '',
                    content: (
                      <PasswordStrengthMeter
                        id={`${id}-strength`}
                        strength={passwordStrength(values.password, passwordRule(settings.fields.password), values.username)}
                      />
                    ),
                  }
                : undefined
            }
          >
            {({ invalid, describedBy }) => (
              <PasswordInput
                id={id}
                name={field}
                autoComplete={SECRET_AUTOCOMPLETE[field]!}
                invalid={invalid}
                describedBy={describedBy}
                showLabel={t('showPassword')}
                hideLabel={t('hidePassword')}
              />
            )}
          </FormField>
        );
      case 'mobileNum':
        return (
          <FormField key={field} {...common}>
            {({ invalid, describedBy }) => (
              <div className="flex gap-2">
                <DialCodeSelect
                  id={`${id}-dial-code`}
                  label={t('field.dialCode')}
                  countries={countries}
                  visitorCountry={visitorCountry}
                  value={values.countryDialingCode}
                  onChange={(code) => void formik.setFieldValue('countryDialingCode', code, false)}
                  className="w-28 shrink-0"
                />
                <Field
                  id={id}
                  name={field}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  className={clsx(inputClass, 'min-w-0 flex-1')}
                />
              </div>
            )}
          </FormField>
        );
      case 'verificationCode':
        return <SmsCodeField key={field} {...common} send={sendCode} />;
      case 'captcha':
        return (
          <FormField key={field} {...common}>
            {({ invalid, describedBy }) => (
              <div className="flex gap-2">
                <Field
                  id={id}
                  name={field}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  className={clsx(inputClass, 'min-w-0 flex-1')}
                />
                <CaptchaImage refreshKey={captchaKey} label={t('captchaImage')} onChallenge={onCaptcha} />
              </div>
            )}
          </FormField>
        );
      default:
        return (
          <FormField
            key={field}
            {...common}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={TEXT_AUTOCOMPLETE[field] ?? 'off'}
            inputMode={field === 'qqNum' || field === 'whatsapp' || field === 'zalo' ? 'numeric' : undefined}
          />
        );
    }
  }

  /** What adding a Zalo account earns, where the merchant rewards it (spec §9: "up to 131K"). */
  function zaloRewardHint(): string | undefined {
    if (!settings.zaloReward) return undefined;
    return t('zaloReward', { amount: formatMoney(settings.zaloReward, currentSite.currency, locale, { compact: true }) });
  }

  /**
   * What the last check of the name in the field said, announced politely: "Checking…", "… is available"; a taken name
   * is the field's error (shown by FormField), so here it is said to screen readers only.
   */
  function usernameAvailability(id: string) {
    const current = usernameStatus && usernameStatus.name === values.username.trim() ? usernameStatus : null;
    // A taken name is the field's error, which describes it already.
    const describes = current !== null && current.state !== 'taken';
    return {
      id,
      describes,
      content: (
        <p id={id} role="status" className={clsx('text-xs', current?.state === 'available' ? 'font-medium text-success' : 'text-ink-muted', current?.state === 'taken' && 'sr-only')}>
          {current?.state === 'checking' ? t('availability.checking', { name: current.name }) : null}
          {current?.state === 'available' ? (
            <>
              <CheckIcon className="me-1 inline size-3.5 align-[-2px]" />
              {t('availability.available', { name: current.name })}
            </>
          ) : null}
          {current?.state === 'taken' ? t('availability.taken', { name: current.name }) : null}
        </p>
      ),
    };
  }

  if (regTypes.length === 0) {
    return <p className="rounded-lg bg-surface-sunken px-4 py-3 text-sm text-ink">{t('closed')}</p>;
  }

  const form = (
    <Form ref={formRef} noValidate method="post" className="flex flex-col gap-4" aria-describedby={formError ? formErrorId : undefined}>
      {fields.map(renderField)}
      {settings.depositLimitRequired ? (
        // Player protection: the market requires a daily deposit limit from the start (changed later in the member centre).
        <FormField
          id={`${idBase}-${DEPOSIT_LIMIT_FIELD}`}
          name={DEPOSIT_LIMIT_FIELD}
          label={t('depositLimit.label', { currency: currentSite.currency.symbol })}
          hint={t('depositLimit.hint')}
          translateError={(error) => translateRegisterError(error, tv, t('depositLimit.label', { currency: currentSite.currency.symbol }))}
          type="text"
          inputMode="decimal"
          autoComplete="off"
        />
      ) : null}

      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="terms"
            checked={values.terms}
            onChange={(event) => void formik.setFieldValue('terms', event.target.checked, false)}
            aria-describedby={values.terms ? undefined : termsHintId}
            className="size-6 shrink-0 accent-[var(--brand-primary)]"
          />
          <span>
            {t.rich('terms', {
              link: (chunks) => (
                <LocalizedLink href={`${helpPath}#term`} target="_blank" className="font-semibold text-ink underline">
                  {chunks}
                </LocalizedLink>
              ),
            })}
          </span>
        </label>
        {values.terms ? null : (
          <p id={termsHintId} className="text-sm text-danger">
            {t('termsRequired')}
          </p>
        )}
      </div>

      <FormErrorFocus />
      <TypedBeforeHydration formRef={formRef} />
      {formError ? (
        <p id={formErrorId} role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={!hydrated || !values.terms || isSubmitting}
        aria-busy={isSubmitting || undefined}
        className={buttonClasses({ variant: 'primary', className: 'min-h-11 w-full text-base' })}
      >
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </Form>
  );

  return (
    <FormikProvider value={formik}>
      {regTypes.length > 1 ? (
        <Tabs value={regType} onValueChange={switchType} className="flex flex-col gap-4">
          <TabsList look="pill" aria-label={t('tabsLabel')}>
            {regTypes.map((type) => (
              <TabsTrigger key={type} look="pill" value={type}>
                {type === 'username' ? t('tabUsername') : t('tabMobile')}
              </TabsTrigger>
            ))}
          </TabsList>
          {regTypes.map((type) => (
            <TabsContent key={type} value={type}>
              {type === regType ? form : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        form
      )}

      {registerSlider}
      {smsSlider}
      {warning !== null ? <RegisterWarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
      {success && success.regType !== 'mobile' ? <RegisterSuccessDialog account={success.account} onClose={finish} /> : null}
      {success && success.regType === 'mobile' ? <MobileRegisterSuccessDialog account={success.account} onClose={finish} /> : null}
    </FormikProvider>
  );
}
