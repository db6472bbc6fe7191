'use client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { paymentPasswordChangeSchema, paymentPasswordSetSchema } from '@/lib/api/centre/account';
import { useChangePaymentPassword, useSetPaymentPassword } from '@/lib/query/use-account-security';
import { fieldRefusal, useAccountErrors } from './account-errors';
import { PinField, SecretField } from './secret-field';

interface Values {
  password: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

const FIELDS = ['password', 'oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

/**
 * Set the payment password (none yet: the login password proves it is the member) or change it (the current one).
 * Six digits, typed twice.
 */
export function PaymentPasswordDialog({ open, onOpenChange, mode }: { open: boolean; onOpenChange: (open: boolean) => void; mode: 'set' | 'change' }) {
  const t = useTranslations('MemberAccount');
  const { fieldMessage, formMessage } = useAccountErrors();
  const setPassword = useSetPaymentPassword();
  const changePassword = useChangePaymentPassword();
  const attempted = useSubmitAttempted();
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const idPrefix = useId();
  const translate = (key: string) => fieldMessage(key);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      if (mode === 'set') {
        await setPassword.mutateAsync({
          password: values.password,
          newPaymentPassword: values.newPaymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        });
        notify('success', t('paymentPassword.setDone'));
      } else {
        await changePassword.mutateAsync({
          oldPaymentPassword: values.oldPaymentPassword,
          newPaymentPassword: values.newPaymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        });
        notify('success', t('paymentPassword.changed'));
      }
      onOpenChange(false);
    } catch (error) {
      const refusal = fieldRefusal(error, FIELDS);
      showRefusal(refusal ? { field: refusal.field, message: refusal.key } : { field: null, message: formMessage(error) }, FIELDS, helpers, document.getElementById(`${idPrefix}-form`), setFormError);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={mode === 'set' ? t('paymentPassword.setTitle') : t('paymentPassword.changeTitle')}
        description={mode === 'set' ? t('paymentPassword.setIntro') : t('paymentPassword.changeIntro')}
        closeLabel={t('close')}
        className="w-[min(94vw,28rem)]"
      >
        <Formik<Values>
          initialValues={{ password: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }}
          validationSchema={mode === 'set' ? paymentPasswordSetSchema() : paymentPasswordChangeSchema()}
          onSubmit={submit}
          validateOnBlur={false}
          validateOnChange={attempted.current}
        >
          {({ isSubmitting }) => (
            <Form id={`${idPrefix}-form`} noValidate onSubmitCapture={attempted.mark} className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
              {mode === 'set' ? (
                <SecretField
                  id={`${idPrefix}-password`}
                  name="password"
                  label={t('paymentPassword.loginPassword')}
                  autoComplete="current-password"
                  translateError={translate}
                  autoFocus
                />
              ) : (
                <PinField
                  id={`${idPrefix}-old`}
                  name="oldPaymentPassword"
                  label={t('paymentPassword.oldPaymentPassword')}
                  translateError={translate}
                  autoFocus
                />
              )}
              <PinField
                id={`${idPrefix}-new`}
                name="newPaymentPassword"
                label={t('paymentPassword.newPaymentPassword')}
                hint={t('paymentPassword.rule')}
                translateError={translate}
              />
              <PinField id={`${idPrefix}-confirm`} name="confirmPaymentPassword" label={t('paymentPassword.confirmPaymentPassword')} translateError={translate} />
              <FormErrorFocus />
              <FormAlert id={errorId}>{formError}</FormAlert>
              <button type="submit" disabled={isSubmitting} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
                {isSubmitting ? t('paymentPassword.saving') : t('paymentPassword.save')}
              </button>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
