'use client';
import { Field, Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SmsCodeButton } from '@/components/verification/sms-code-button';
import { bindEmailSchema, emailCodeSchema } from '@/lib/api/centre/account';
import { useBindEmail, useSendEmailCode } from '@/lib/query/use-account-security';
import { fieldRefusal, useAccountErrors } from './account-errors';
import { SecretField } from './secret-field';

interface Values {
  email: string;
  verificationCode: string;
  password: string;
}

const FIELDS = ['email', 'verificationCode', 'password'] as const;

/** Bind an email address, or replace the bound one: a code mailed to the new address, and the login password. */
export function BindEmailDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: string | null }) {
  const t = useTranslations('MemberAccount');
  const { fieldMessage, formMessage } = useAccountErrors();
  const sendCode = useSendEmailCode();
  const bind = useBindEmail();
  const attempted = useSubmitAttempted();
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const idPrefix = useId();
  const translate = (key: string) => fieldMessage(key);

  const refuse = (error: unknown, helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>) => {
    const refusal = fieldRefusal(error, FIELDS);
    showRefusal(refusal ? { field: refusal.field, message: refusal.key } : { field: null, message: formMessage(error) }, FIELDS, helpers, document.getElementById(`${idPrefix}-form`), setFormError);
  };

  async function send(form: FormikProps<Values>): Promise<{ seconds: number }> {
    setFormError(null);
    const address = { email: form.values.email.trim() };
    try {
      await emailCodeSchema().validate(address);
    } catch (error) {
      attempted.mark();
      await form.setFieldTouched('email', true, false);
      form.setFieldError('email', (error as Error).message);
      throw error;
    }
    try {
      const sent = await sendCode.mutateAsync(address);
      return { seconds: Math.max(1, sent.expiredMinutes) * 60 };
    } catch (error) {
      refuse(error, form);
      throw error;
    }
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const bound = await bind.mutateAsync({ email: values.email.trim(), verificationCode: values.verificationCode.trim(), password: values.password });
      notify('success', t('email.done', { value: bound.masked }));
      onOpenChange(false);
    } catch (error) {
      refuse(error, helpers);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={current ? t('email.changeTitle') : t('email.bindTitle')}
        description={current ? `${t('email.intro')} ${t('email.current', { value: current })}` : t('email.intro')}
        closeLabel={t('close')}
        className="w-[min(94vw,28rem)]"
      >
        <Formik<Values>
          initialValues={{ email: '', verificationCode: '', password: '' }}
          validationSchema={bindEmailSchema()}
          onSubmit={submit}
          validateOnBlur={false}
          validateOnChange={attempted.current}
        >
          {(form) => (
            <Form id={`${idPrefix}-form`} noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
              <FormField id={`${idPrefix}-email`} name="email" label={t('email.address')} translateError={translate} type="email" autoComplete="email" autoFocus />
              <FormField id={`${idPrefix}-code`} name="verificationCode" label={t('email.code')} translateError={translate}>
                {({ invalid, describedBy }) => (
                  <div className="flex gap-2">
                    <Field
                      id={`${idPrefix}-code`}
                      name="verificationCode"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      className={`${inputClass} min-w-0 flex-1 tabular-nums`}
                    />
                    <SmsCodeButton send={() => send(form)} className="shrink-0" />
                  </div>
                )}
              </FormField>
              <SecretField
                id={`${idPrefix}-password`}
                name="password"
                label={t('email.password')}
                hint={t('email.passwordHint')}
                autoComplete="current-password"
                translateError={translate}
              />
              <FormErrorFocus />
              <FormAlert id={errorId}>{formError}</FormAlert>
              <button type="submit" disabled={form.isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
                {form.isSubmitting ? t('email.saving') : t('email.save')}
              </button>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
