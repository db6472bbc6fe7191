'use client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showRefusal } from '@/components/forms/form-error-focus';
import { notify } from '@/components/system/toasts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { uplineTransferSchema, type UplineTransferInfoDto } from '@/lib/api/centre/wallet';
import { useTransferToUpline, useUplineTransferInfo } from '@/lib/query/use-wallet-upline';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { PaymentPasswordFirst } from '../account/payment-password-first';
import { AmountField, PaymentPasswordField } from '../wallet/form-parts';
import { useWalletForm, WalletFormEnd } from '../wallet/wallet-form';

interface Values {
  amount: string;
  paymentPassword: string;
}

/**
 * Transfer to upline (AGETRANSFERUP3): an amount from the main wallet to the member's upline, with the payment
 * password, after the member confirms who gets it.
 */
export default function TransferUplinePage() {
  const t = useTranslations('Wallet.upline');
  const info = useUplineTransferInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()}>{t('loadFailed')}</ErrorState>;
  return (
    <SectionCard title={t('title')} description={t('intro')}>
      {info.data.upline === null ? (
        <EmptyState>{t('noUpline')}</EmptyState>
      ) : !info.data.paymentPasswordSet ? (
        <PaymentPasswordFirst action={t('setPassword')}>{t('setPasswordFirst')}</PaymentPasswordFirst>
      ) : (
        <UplineForm info={info.data} />
      )}
    </SectionCard>
  );
}

function UplineForm({ info }: { info: UplineTransferInfoDto }) {
  const t = useTranslations('Wallet.upline');
  const transfer = useTransferToUpline();
  const { site, money, problemOf, errorText, formError, setFormError, form, ids } = useWalletForm();
  const [confirming, setConfirming] = useState<{ values: Values; helpers: FormikHelpers<Values> } | null>(null);
  const limits = { min: money(info.min), max: money(info.max) };
  const schema = uplineTransferSchema({ currency: site.currency.code, min: info.min, max: info.max, balance: info.mainBalance });

  async function send() {
    if (!confirming) return;
    const { values, helpers } = confirming;
    setFormError(null);
    try {
      const done = await transfer.mutateAsync({ amount: Number(values.amount), paymentPassword: values.paymentPassword });
      notify('success', t('done', { amount: money(done.amount), upline: done.upline }));
      helpers.resetForm();
    } catch (error) {
      const problem = problemOf(error);
      helpers.setFieldValue('paymentPassword', '', false);
      showRefusal(problem, ['amount', 'paymentPassword'], helpers, form.current, setFormError);
    } finally {
      setConfirming(null);
      helpers.setSubmitting(false);
    }
  }

  return (
    <Formik<Values>
      initialValues={{ amount: '', paymentPassword: '' }}
      validate={async (values) => {
        try {
          await schema.validate({ amount: values.amount === '' ? undefined : values.amount, paymentPassword: values.paymentPassword }, { abortEarly: false });
          return {};
        } catch (error) {
          const errors: Partial<Record<keyof Values, string>> = {};
          for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            const field = inner.path as keyof Values;
            if (field === 'amount' || field === 'paymentPassword') errors[field] ??= inner.message;
          }
          return errors;
        }
      }}
      validateOnBlur={false}
      onSubmit={(values, helpers) => setConfirming({ values, helpers })}
    >
      {({ isSubmitting, values }) => (
        <Form ref={form} noValidate className="flex max-w-2xl flex-col gap-5">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-surface-sunken p-3">
              <dt className="text-sm text-ink-muted">{t('upline')}</dt>
              <dd className="text-lg font-bold">{info.upline}</dd>
            </div>
            <div className="rounded-xl bg-surface-sunken p-3">
              <dt className="text-sm text-ink-muted">{t('mainBalance')}</dt>
              <dd className="text-lg font-bold">
                <Amount value={info.mainBalance} />
              </dd>
            </div>
          </dl>
          <AmountField id={`${ids}-amount`} label={t('amount')} hint={t('limits', limits)} translateError={(key) => errorText(key, limits)} />
          <PaymentPasswordField id={`${ids}-password`} translateError={errorText} />
          <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting}>
            {t('submit')}
          </WalletFormEnd>
          <AlertDialog
            open={confirming !== null}
            onOpenChange={(open) => {
              if (!open && confirming) {
                confirming.helpers.setSubmitting(false);
                setConfirming(null);
              }
            }}
            title={t('confirmTitle')}
            description={t('confirmBody', { amount: money(Number(values.amount) || 0), upline: info.upline ?? '' })}
            cancel={t('back')}
            busy={transfer.isPending}
            action={
              <Button type="button" onClick={() => void send()} disabled={transfer.isPending} aria-busy={transfer.isPending || undefined}>
                {transfer.isPending ? t('sending') : t('confirm')}
              </Button>
            }
          />
        </Form>
      )}
    </Formik>
  );
}
