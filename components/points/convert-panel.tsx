'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { showRefusal } from '@/components/forms/form-error-focus';
import { inputClass } from '@/components/forms/form-field';
import { useFieldError } from '@/components/forms/use-field-error';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { PaymentPasswordFirst } from '@/components/member-centre/account/payment-password-first';
import { Amount } from '@/components/data-display/amount';
import { PaymentPasswordField } from '@/components/member-centre/wallet/form-parts';
import { WalletFormEnd } from '@/components/member-centre/wallet/wallet-form';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import type { PointBalanceDto, PointConfigDto } from '@/lib/api/points';
import { convertSchema } from '@/lib/validation/points';
import { useConvertPoints } from '@/lib/query/use-points-convert';
import { usePointsForm } from './use-points-form';

interface Values {
  points: string;
  paymentPassword: string;
}

/** Money for `points` at the merchant's ratio (0 for anything that is not whole steps). */
export function conversionAmount(points: number, conversion: PointConfigDto['conversion']): number {
  if (!Number.isInteger(points) || points <= 0 || points % conversion.points !== 0) return 0;
  return Math.round((points / conversion.points) * conversion.amount * 100) / 100;
}

/**
 * Points to money (spec §7 convertPoint): the ratio, the points (within the limits, in whole steps, at most the
 * balance) with what they make shown as typed, and the payment password. Approved at once: the money is in the main
 * wallet when the answer comes.
 */
export function ConvertPanel({ balance, config }: { balance: PointBalanceDto | undefined; config: UseQueryResult<PointConfigDto, Error> }) {
  const t = useTranslations('Points.convert');
  if (config.isPending || !balance) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  const conversion = config.data.conversion;
  return (
    <SectionCard title={t('title')} description={conversion.enabled ? t('intro') : undefined}>
      {!conversion.enabled ? (
        <EmptyState>{t('disabled')}</EmptyState>
      ) : !balance.paymentPasswordSet ? (
        <PaymentPasswordFirst action={t('setPassword')}>{t('noPassword')}</PaymentPasswordFirst>
      ) : (
        <ConvertForm conversion={conversion} balance={balance.balance} />
      )}
    </SectionCard>
  );
}

function ConvertForm({ conversion, balance }: { conversion: PointConfigDto['conversion']; balance: number }) {
  const t = useTranslations('Points.convert');
  const convert = useConvertPoints();
  const { money, count, problemOf, errorText, formError, setFormError, form, ids } = usePointsForm();
  const limits = { min: count(conversion.minPoints), max: count(conversion.maxPoints), step: count(conversion.points) };
  const schema = convertSchema({ conversion, balance });
  const most = Math.min(conversion.maxPoints, Math.floor(balance / conversion.points) * conversion.points);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const done = await convert.mutateAsync({ points: Number(values.points), paymentPassword: values.paymentPassword });
      notify('success', t('done', { points: count(done.redemption.points), amount: money(done.amount) }));
      helpers.resetForm({ values: { points: '', paymentPassword: '' } });
    } catch (error) {
      helpers.setFieldValue('paymentPassword', '', false);
      showRefusal(problemOf(error), ['points', 'paymentPassword'], helpers, form.current, setFormError);
    }
  }

  return (
    <Formik<Values>
      initialValues={{ points: '', paymentPassword: '' }}
      validate={async (values) => {
        try {
          await schema.validate({ points: values.points === '' ? undefined : values.points, paymentPassword: values.paymentPassword }, { abortEarly: false });
          return {};
        } catch (error) {
          const errors: Partial<Record<keyof Values, string>> = {};
          for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            const field = inner.path as keyof Values;
            if (field in values) errors[field] ??= inner.message;
          }
          return errors;
        }
      }}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ values, setFieldValue, isSubmitting }) => (
        <Form ref={form} noValidate aria-label={t('title')} className="flex max-w-xl flex-col gap-4">
          <p className="rounded-xl bg-surface-sunken p-3 text-sm font-semibold">
            {t('ratio', { points: count(conversion.points), amount: money(conversion.amount) })}
          </p>
          <PointsField
            id={`${ids}-points`}
            label={t('points')}
            hint={t('hint', limits)}
            translateError={(key) => errorText(key, limits)}
            onAll={most >= conversion.minPoints ? () => void setFieldValue('points', String(most)) : undefined}
            allLabel={t('all')}
          />
          <p className="text-sm" aria-live="polite">
            {t('youGet')} <Amount value={conversionAmount(Number(values.points), conversion)} className="font-bold" />
          </p>
          <PaymentPasswordField id={`${ids}-password`} translateError={(key) => errorText(key)} />
          <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting}>
            {isSubmitting ? t('submitting') : t('submit')}
          </WalletFormEnd>
        </Form>
      )}
    </Formik>
  );
}

/** A whole number of points: a number keypad on phones, the hint under it, its first error in its place. */
function PointsField({
  id,
  label,
  hint,
  translateError,
  onAll,
  allLabel,
}: {
  id: string;
  label: string;
  hint: string;
  translateError: (key: string) => string;
  onAll?: () => void;
  allLabel: string;
}) {
  const error = useFieldError('points');
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Field
          id={id}
          name="points"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, 'min-w-0 flex-1 tabular-nums')}
        />
        {onAll ? (
          <Button type="button" variant="secondary" className="min-h-11" onClick={onAll}>
            {allLabel}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {translateError(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
