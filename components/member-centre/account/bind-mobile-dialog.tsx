'use client';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { MobileNumberField } from '@/components/account/mobile-number-field';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { bindMobileSchema, mobileCodeSchema } from '@/lib/api/centre/account';
import { useBindMobile, useSendMobileCode } from '@/lib/query/use-account-security';
import { fieldRefusal, useAccountErrors } from './account-errors';
import { SecretField } from './secret-field';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  password: string;
}

const FIELDS = ['countryDialingCode', 'mobileNum', 'verificationCode', 'password'] as const;

/** Bind a mobile number, or replace the bound one: a code by SMS to the new number, and the login password. */
export function BindMobileDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: string | null }) {
  const t = useTranslations('MemberAccount');
  const { fieldMessage, formMessage } = useAccountErrors();
  const sendCode = useSendMobileCode();
  const bind = useBindMobile();
  const attempted = useSubmitAttempted();
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const idPrefix = useId();
  const translate = (key: string) => fieldMessage(key);

  const refuse = (error: unknown, helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>) => {
    const refusal = fieldRefusal(error, FIELDS);
    showRefusal(refusal ? { field: refusal.field, message: refusal.key } : { field: null, message: formMessage(error) }, FIELDS, helpers, document.getElementById(`${idPrefix}-form`), setFormError);
  };

  /** "Send code": the number is checked first, its error under the field; a refusal is shown where it belongs. */
  async function send(form: FormikProps<Values>): Promise<{ seconds: number }> {
    setFormError(null);
    const number = { countryDialingCode: form.values.countryDialingCode, mobileNum: form.values.mobileNum.trim() };
    try {
      await mobileCodeSchema().validate(number, { abortEarly: true });
    } catch (error) {
      attempted.mark();
      const path = (error as { path?: string }).path ?? 'mobileNum';
      await form.setFieldTouched(path, true, false);
      form.setFieldError(path, (error as Error).message);
      throw error;
    }
    try {
      const sent = await sendCode.mutateAsync(number);
      return { seconds: Math.max(1, sent.expiredMinutes) * 60 };
    } catch (error) {
      refuse(error, form);
      throw error;
    }
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const bound = await bind.mutateAsync({ ...values, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() });
      notify('success', t('mobile.done', { value: bound.masked }));
      onOpenChange(false);
    } catch (error) {
      refuse(error, helpers);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={current ? t('mobile.changeTitle') : t('mobile.bindTitle')}
        description={current ? `${t('mobile.intro')} ${t('mobile.current', { value: current })}` : t('mobile.intro')}
        closeLabel={t('close')}
        className="w-[min(94vw,28rem)]"
      >
        <Formik<Values>
          initialValues={{ countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' }}
          validationSchema={bindMobileSchema()}
          onSubmit={submit}
          validateOnBlur={false}
          validateOnChange={attempted.current}
        >
          {(form) => (
            <Form id={`${idPrefix}-form`} noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
              <MobileNumberField id={`${idPrefix}-mobile`} label={t('mobile.number')} dialCodeLabel={t('mobile.dialCode')} translateError={translate} autoFocus />
              <SmsCodeField id={`${idPrefix}-code`} label={t('mobile.code')} translateError={translate} send={() => send(form)} disabled={!form.values.countryDialingCode} />
              <SecretField
                id={`${idPrefix}-password`}
                name="password"
                label={t('mobile.password')}
                hint={t('mobile.passwordHint')}
                autoComplete="current-password"
                translateError={translate}
              />
              <FormErrorFocus />
              <FormAlert id={errorId}>{formError}</FormAlert>
              <button type="submit" disabled={form.isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
                {form.isSubmitting ? t('mobile.saving') : t('mobile.save')}
              </button>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
