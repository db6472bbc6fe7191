'use client';
import { clsx } from 'clsx';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { useFieldError } from '@/components/forms/use-field-error';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { withdrawSchema, type BankCard, type WithdrawSettings } from '@/lib/api/centre/wallet';
import { formatMoney } from '@/lib/format/money';
import { useWithdraw } from '@/lib/query/use-wallet-withdrawals';
import { useSite } from '@/lib/site/site-context';
import { Amount } from '../shared/amount';
import { AmountField, PaymentPasswordField } from './form-parts';
import { useFieldErrorText, useWalletProblem } from './wallet-errors';

interface Values {
  cardId: string;
  amount: string;
  paymentPassword: string;
}

/** The fee of an amount: the rate, at least the minimum, to the cent (as the platform reckons it). */
export function withdrawFee(amount: number, settings: WithdrawSettings): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.max(settings.feeMin, Math.round(amount * settings.feeRateBp) / 10_000);
}

/**
 * A withdrawal: the card to pay to, the amount (within the limits and the main balance; the fee and what arrives shown
 * before sending) and the payment password. A refusal (wrong password, a limit, the balance) is shown under its field
 * and nothing moves; once accepted, the amount leaves the main wallet until the withdrawal ends.
 */
export function WithdrawForm({ settings, cards }: { settings: WithdrawSettings; cards: BankCard[] }) {
  const t = useTranslations('Wallet.withdraw');
  const locale = useLocale();
  const { site } = useSite();
  const withdraw = useWithdraw();
  const problemOf = useWalletProblem();
  const errorText = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const money = (n: number) => formatMoney(n, site.currency, locale);
  const limits = { min: money(settings.min), max: money(settings.max) };
  const schema = withdrawSchema({ currency: site.currency.code, min: settings.min, max: settings.max, balance: settings.mainBalance });

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const done = await withdraw.mutateAsync({ cardId: Number(values.cardId), amount: Number(values.amount), paymentPassword: values.paymentPassword });
      notify('success', t('done', { amount: money(done.amount), refNo: done.refNo }));
      helpers.resetForm({ values: { cardId: values.cardId, amount: '', paymentPassword: '' } });
    } catch (error) {
      const problem = problemOf(error);
      helpers.setFieldValue('paymentPassword', '', false);
      showRefusal(problem, ['amount', 'paymentPassword', 'cardId'], helpers, form.current, setFormError);
    }
  }

  return (
    <Formik<Values>
      initialValues={{ cardId: cards[0] ? String(cards[0].id) : '', amount: '', paymentPassword: '' }}
      validate={async (values) => {
        try {
          await schema.validate(
            { cardId: values.cardId === '' ? undefined : values.cardId, amount: values.amount === '' ? undefined : values.amount, paymentPassword: values.paymentPassword },
            { abortEarly: false },
          );
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
      {({ values, setFieldValue, isSubmitting }) => {
        const amount = Number(values.amount);
        const fee = withdrawFee(amount, settings);
        return (
          <Form ref={form} noValidate className="flex max-w-2xl flex-col gap-5">
            <p className="text-sm">
              {t('mainBalance')} <Amount value={settings.mainBalance} className="font-bold" />
            </p>
            <CardChoice cards={cards} value={values.cardId} onChange={(id) => void setFieldValue('cardId', id)} translate={(key) => errorText(key)} />
            <AmountField
              id={`${ids}-amount`}
              label={t('amount')}
              hint={t('limits', limits)}
              translateError={(key) => errorText(key, limits)}
              action={
                <Button
                  type="button"
                  variant="secondary"
                  className="min-h-11"
                  onClick={() => void setFieldValue('amount', String(Math.min(settings.max, settings.mainBalance)))}
                >
                  {t('all')}
                </Button>
              }
            />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface-sunken p-3 text-sm" aria-live="polite">
              <dt className="text-ink-muted">{t('fee', { rate: settings.feeRateBp / 100, min: money(settings.feeMin) })}</dt>
              <dd className="text-end">
                <Amount value={fee} />
              </dd>
              <dt className="font-semibold">{t('youReceive')}</dt>
              <dd className="text-end font-semibold">
                <Amount value={Math.max(0, (Number.isFinite(amount) ? amount : 0) - fee)} />
              </dd>
            </dl>
            <PaymentPasswordField id={`${ids}-password`} translateError={errorText} />
            <FormErrorFocus />
            <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full sm:w-auto sm:self-start">
              {isSubmitting ? t('submitting') : t('submit')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The card to pay to: one radio card per bound card. */
function CardChoice({ cards, value, onChange, translate }: { cards: BankCard[]; value: string; onChange: (id: string) => void; translate: (key: string) => string }) {
  const t = useTranslations('Wallet.withdraw');
  const tb = useTranslations('Wallet.bankKinds');
  const error = useFieldError('cardId');
  const ids = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('card')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {cards.map((card) => (
          <label
            key={card.id}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name="cardId"
              value={card.id}
              checked={value === String(card.id)}
              onChange={() => onChange(String(card.id))}
              className="sr-only"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">
                {card.bankName} <span className="tabular-nums">{card.accountNoMasked}</span>
              </span>
              <span className="text-xs text-ink-muted">
                {tb(card.kind)} · {card.payeeName}
              </span>
            </span>
            <span aria-hidden className={clsx('ms-auto size-4 shrink-0 rounded-full border-2', value === String(card.id) ? 'border-brand bg-brand' : 'border-line')} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-danger">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
