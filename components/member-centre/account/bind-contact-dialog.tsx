'use client';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { Schema } from 'yup';
import { notify } from '@/components/system/toasts';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePhoneAuthText } from '@/components/verification/phone-auth-errors';
import { ApiError } from '@/lib/api/browser';
import { fieldRefusal, useAccountErrors } from './account-errors';
import { SecretField } from './secret-field';

interface ContactValues extends FormikValues {
  verificationCode: string;
  password: string;
}

/** What the fields of a bind dialog are given: ids start with `idPrefix`; `send` is the code field's "Send code". */
interface ContactFieldProps<V> {
  idPrefix: string;
  translate: (key: string) => string;
  send: () => Promise<{ seconds: number }>;
  values: V;
}

/**
 * The frame of the security centre's bind dialogs (mobile number, email address): the contact's fields with a code sent
 * to it, the login password, and the save. The code is sent once the contact passes `codeSchema` (its error under the
 * field, `codeField` when the error names none); a refusal shows under its field or in the form's alert, the phone
 * authentication refusals (spec §8) of the mobile number's in their own words. The messages are MemberAccount's `kind`
 * group.
 */
export function BindContactDialog<V extends ContactValues, Target>({
  kind,
  open,
  onOpenChange,
  current,
  fields,
  initialValues,
  schema,
  codeTarget,
  codeSchema,
  codeField,
  sendCode,
  bind,
  children,
}: {
  kind: 'email' | 'mobile';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | null;
  fields: readonly string[];
  initialValues: V;
  schema: Schema;
  codeTarget: (values: V) => Target;
  codeSchema: () => Schema;
  codeField: string;
  sendCode: (target: Target) => Promise<{ expiredMinutes: number }>;
  bind: (values: V) => Promise<{ masked: string }>;
  children: (props: ContactFieldProps<V>) => ReactNode;
}) {
  const t = useTranslations('MemberAccount');
  const { fieldMessage, formMessage } = useAccountErrors();
  const phoneAuthText = usePhoneAuthText();
  const attempted = useSubmitAttempted();
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const idPrefix = useId();
  const translate = (key: string) => fieldMessage(key);

  const refuse = (error: unknown, helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>) => {
    // A phone-authentication refusal says so in the form's alert, as the SMS login does.
    const phoneAuth = kind === 'mobile' && error instanceof ApiError ? phoneAuthText(error.code, error.value) : null;
    const refusal = phoneAuth ? null : fieldRefusal(error, fields);
    showRefusal(
      refusal ? { field: refusal.field, message: refusal.key } : { field: null, message: phoneAuth ?? formMessage(error) },
      fields,
      helpers,
      document.getElementById(`${idPrefix}-form`),
      setFormError,
    );
  };

  /** "Send code": the contact is checked first, its error under the field; a refusal is shown where it belongs. */
  async function send(form: FormikProps<V>): Promise<{ seconds: number }> {
    setFormError(null);
    const target = codeTarget(form.values);
    try {
      await codeSchema().validate(target, { abortEarly: true });
    } catch (error) {
      attempted.mark();
      const path = (error as { path?: string }).path ?? codeField;
      await form.setFieldTouched(path, true, false);
      form.setFieldError(path, (error as Error).message);
      throw error;
    }
    try {
      const sent = await sendCode(target);
      return { seconds: Math.max(1, sent.expiredMinutes) * 60 };
    } catch (error) {
      refuse(error, form);
      throw error;
    }
  }

  async function submit(values: V, helpers: FormikHelpers<V>) {
    setFormError(null);
    try {
      const bound = await bind(values);
      notify('success', t(`${kind}.done`, { value: bound.masked }));
      onOpenChange(false);
    } catch (error) {
      refuse(error, helpers);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={current ? t(`${kind}.changeTitle`) : t(`${kind}.bindTitle`)}
        description={current ? `${t(`${kind}.intro`)} ${t(`${kind}.current`, { value: current })}` : t(`${kind}.intro`)}
        closeLabel={t('close')}
        className="w-[min(94vw,28rem)]"
      >
        <Formik<V> initialValues={initialValues} validationSchema={schema} onSubmit={submit} validateOnBlur={false} validateOnChange={attempted.current}>
          {(form) => (
            <Form id={`${idPrefix}-form`} noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
              {children({ idPrefix, translate, send: () => send(form), values: form.values })}
              <SecretField
                id={`${idPrefix}-password`}
                name="password"
                label={t(`${kind}.password`)}
                hint={t(`${kind}.passwordHint`)}
                autoComplete="current-password"
                translateError={translate}
              />
              <FormErrorFocus />
              <FormAlert id={errorId}>{formError}</FormAlert>
              <button type="submit" disabled={form.isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
                {form.isSubmitting ? t(`${kind}.saving`) : t(`${kind}.save`)}
              </button>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
