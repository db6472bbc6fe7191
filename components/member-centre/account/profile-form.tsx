'use client';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { StatusBadge } from '@/components/data-display/status-badge';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClasses } from '@/components/ui/button';
import { GENDERS, INCOME_SOURCES, PROFILE_TEXT_RULES, profileSchema, type ProfileDto } from '@/lib/api/centre/account';
import { useSaveProfile, type ProfileUpdate } from '@/lib/query/use-account-profile';
import { useCountries } from '@/lib/query/use-register-form-data';
import { fieldRefusal, useAccountErrors } from './account-errors';

type Values = Record<(typeof FIELDS)[number], string>;

const FIELDS = ['nickname', 'fullName', 'birthday', 'gender', 'telegram', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'placeOfBirth'] as const;
const PATTERN_KEYS: Partial<Record<string, string>> = { nickname: 'nicknamePattern', fullName: 'fullNamePattern', telegram: 'telegramPattern' };

function valuesOf(profile: ProfileDto): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as Values;
}

/** The latest birthday that makes a person `age` today, as yyyy-MM-dd (the date picker's max). */
function latestBirthday(age: number): string {
  const today = new Date();
  const d = new Date(Date.UTC(today.getFullYear() - age, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * The profile (spec §3 "Other form fields named in texts"). Full name and birthday can be set once: they are asked to
 * be checked before the first save, then shown locked. Saved values show at once (the profile is read again).
 */
export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('MemberAccount');
  const locale = useLocale();
  const { fieldMessage, formMessage } = useAccountErrors();
  const { countries } = useCountries();
  const save = useSaveProfile();
  const attempted = useSubmitAttempted();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ values: Values; helpers: FormikHelpers<Values> } | null>(null);
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const locked = new Set(profile.locked);
  const schema = useMemo(() => profileSchema(profile.minimumAge), [profile.minimumAge]);
  const countryNames = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return countries
      .map((c) => ({ code: c.countryCode, name: names?.of(c.countryCode) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale]);

  const translateFor = (field: string) => (key: string) => {
    if (key === 'length' && field in PROFILE_TEXT_RULES) {
      const rule = PROFILE_TEXT_RULES[field as keyof typeof PROFILE_TEXT_RULES];
      return fieldMessage('length', { min: rule.min, max: rule.max });
    }
    if (key === 'pattern') return fieldMessage(PATTERN_KEYS[field] ?? 'pattern');
    return fieldMessage(key, { age: profile.minimumAge });
  };

  async function save_(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const body: ProfileUpdate = {};
    for (const field of FIELDS) {
      if (field === 'fullName' || field === 'birthday' ? locked.has(field) : false) continue;
      body[field] = values[field].trim();
    }
    try {
      await save.mutateAsync(body);
      notify('success', t('profile.saved'));
      helpers.resetForm({ values });
    } catch (error) {
      const refusal = fieldRefusal(error, FIELDS);
      showRefusal(refusal ? { field: refusal.field, message: refusal.key } : { field: null, message: formMessage(error) }, FIELDS, helpers, document.getElementById(`${idPrefix}-form`), setFormError);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const locking = (['fullName', 'birthday'] as const).some((f) => !locked.has(f) && values[f].trim() !== '');
    if (locking) {
      setPending({ values, helpers });
      return;
    }
    await save_(values, helpers);
  }

  const text = (field: (typeof FIELDS)[number], autoComplete: string, hint?: string) => (
    <FormField
      id={`${idPrefix}-${field}`}
      name={field}
      label={t(`profile.fields.${field}`)}
      translateError={translateFor(field)}
      autoComplete={autoComplete}
      hint={hint}
    />
  );

  const lockable = (field: 'fullName' | 'birthday', autoComplete: string, hint: string) => {
    const id = `${idPrefix}-${field}`;
    const isLocked = locked.has(field);
    return (
      <FormField id={id} name={field} label={t(`profile.fields.${field}`)} translateError={translateFor(field)} hint={isLocked ? t('profile.lockedHint') : hint}>
        {({ invalid, describedBy }) => (
          <div className="flex items-center gap-2">
            <Field
              id={id}
              name={field}
              type={field === 'birthday' ? 'date' : 'text'}
              autoComplete={autoComplete}
              readOnly={isLocked}
              aria-readonly={isLocked || undefined}
              max={field === 'birthday' ? latestBirthday(profile.minimumAge) : undefined}
              min={field === 'birthday' ? '1900-01-01' : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={`${inputClass} min-w-0 flex-1 ${isLocked ? 'bg-surface-sunken text-ink-muted' : ''}`}
            />
            {isLocked ? <StatusBadge tone="neutral">{t('profile.locked')}</StatusBadge> : null}
          </div>
        )}
      </FormField>
    );
  };

  const select = (field: 'gender' | 'sourceOfIncome' | 'nationality', options: { value: string; label: string }[], autoComplete = 'off') => {
    const id = `${idPrefix}-${field}`;
    return (
      <FormField id={id} name={field} label={t(`profile.fields.${field}`)} translateError={translateFor(field)}>
        {({ invalid, describedBy }) => (
          <Field as="select" id={id} name={field} autoComplete={autoComplete} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={inputClass}>
            <option value="">{t('profile.choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Field>
        )}
      </FormField>
    );
  };

  return (
    <Formik<Values>
      initialValues={valuesOf(profile)}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
      validateOnBlur={false}
      validateOnChange={attempted.current}
    >
      {({ isSubmitting }) => (
        <Form id={`${idPrefix}-form`} noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
          <p className="rounded-lg bg-surface-sunken px-3 py-2 text-sm text-ink-muted">{t('profile.lockedNote')}</p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {text('nickname', 'nickname', t('profile.hints.nickname'))}
            {lockable('fullName', 'name', t('profile.hints.fullName'))}
            {lockable('birthday', 'bday', t('profile.hints.birthday', { age: profile.minimumAge }))}
            {select('gender', GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) })), 'sex')}
            {text('telegram', 'off', t('profile.hints.telegram'))}
            {select('nationality', countryNames.map((c) => ({ value: c.code, label: c.name })), 'country')}
            {text('placeOfBirth', 'off')}
            {text('occupation', 'organization-title')}
            {select('sourceOfIncome', INCOME_SOURCES.map((s) => ({ value: s, label: t(`profile.incomes.${s}`) })))}
            <div className="md:col-span-2">{text('address', 'street-address')}</div>
          </div>
          <FormErrorFocus />
          <FormAlert id={errorId}>{formError}</FormAlert>
          <div className="flex justify-end">
            <button type="submit" disabled={isSubmitting || pending !== null} className={buttonClasses({ variant: 'primary', className: 'w-full text-base sm:w-auto' })}>
              {isSubmitting ? t('profile.saving') : t('profile.save')}
            </button>
          </div>
          <AlertDialog
            open={pending !== null}
            onOpenChange={(next) => {
              if (!next && pending) {
                pending.helpers.setSubmitting(false);
                setPending(null);
              }
            }}
            title={t('profile.confirmTitle')}
            description={t('profile.confirmBody')}
            cancel={t('cancel')}
            action={
              <button
                type="button"
                className={buttonClasses({ variant: 'primary', className: 'min-w-20' })}
                onClick={() => {
                  const next = pending;
                  setPending(null);
                  if (next) void save_(next.values, next.helpers);
                }}
              >
                {t('profile.confirm')}
              </button>
            }
          />
        </Form>
      )}
    </Formik>
  );
}
