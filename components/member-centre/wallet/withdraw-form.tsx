'use client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { showRefusal } from '@/components/forms/form-error-focus';
import { useFieldError } from '@/components/forms/use-field-error';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { WalletErrorCode, withdrawSchema, type BankCardDto, type WithdrawSettingsDto } from '@/lib/api/centre/wallet';
import { formatMoney } from '@/lib/format/money';
import { useWithdraw } from '@/lib/query/use-wallet-withdrawals';
import { useSite } from '@/lib/site/site-context';
import { Amount } from '@/components/data-display/amount';
import { AmountField, PaymentPasswordField } from './form-parts';
import { RadioCard } from './radio-card';
import { useWalletForm, WalletFormEnd } from './wallet-form';

interface Values {
  cardId: string;
  amount: string;
  paymentPassword: string;
}

/** The fee of an amount: the rate, at least the minimum, to the cent (as the platform reckons it). */
export function withdrawFee(amount: number, settings: WithdrawSettingsDto): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.max(settings.feeMin, Math.round(amount * settings.feeRateBp) / 10_000);
}

/**
 * A withdrawal: the card to pay to, the amount (within the limits and the main balance; the fee and what arrives shown
 * before sending) and the payment password. A refusal (wrong password, a limit, the balance) is shown under its field
 * and nothing moves; once accepted, the amount leaves the main wallet until the withdrawal ends.
 */
export function WithdrawForm({ settings, cards }: { settings: WithdrawSettingsDto; cards: BankCardDto[] }) {
  const t = useTranslations('Wallet.withdraw');
  const withdraw = useWithdraw();
  const { site, money, problemOf, errorText, formError, setFormError, form, ids } = useWalletForm();
  const limits = { min: money(settings.min), max: money(settings.max), withdrawable: money(settings.withdrawable), turnover: money(settings.turnoverRequired) };
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
          return Number(values.amount) > settings.withdrawable ? { amount: WalletErrorCode.TURNOVER_REQUIRED } : {};
        } catch (error) {
          const errors: Partial<Record<keyof Values, string>> = {};
          for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            const field = inner.path as keyof Values;
            if (field in values) errors[field] ??= inner.message;
          }
          // Within the balance but more than may leave it yet: the turnover says why.
          if (!errors.amount && Number(values.amount) > settings.withdrawable) errors.amount = WalletErrorCode.TURNOVER_REQUIRED;
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
                  onClick={() => void setFieldValue('amount', String(Math.min(settings.max, settings.withdrawable)))}
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
            <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting}>
              {isSubmitting ? t('submitting') : t('submit')}
            </WalletFormEnd>
          </Form>
        );
      }}
    </Formik>
  );
}

/**
 * What may leave the wallet now, from the platform: the main balance, what may be withdrawn of it, and the bets still
 * to place before the rest may (each deposit is to be played through turnoverMultiplier times first).
 */
export function WithdrawableSummary({ settings }: { settings: WithdrawSettingsDto }) {
  const t = useTranslations('Wallet.withdraw');
  const locale = useLocale();
  const { site } = useSite();
  const held = settings.mainBalance - settings.withdrawable;
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div className="flex flex-col gap-0.5 rounded-xl bg-surface-sunken px-3 py-2">
          <dt className="text-xs text-ink-muted">{t('mainBalance')}</dt>
          <dd>
            <Amount value={settings.mainBalance} className="font-semibold" />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-xl border-2 border-brand/60 bg-brand/10 px-3 py-2">
          <dt className="text-xs font-medium">{t('withdrawable')}</dt>
          <dd>
            <Amount value={settings.withdrawable} className="text-lg font-bold" />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-xl bg-surface-sunken px-3 py-2">
          <dt className="text-xs text-ink-muted">{t('turnoverRequired')}</dt>
          <dd>
            <Amount value={settings.turnoverRequired} className="font-semibold" />
          </dd>
        </div>
      </dl>
      <p className="text-xs text-ink-muted">
        {settings.turnoverRequired > 0
          ? t('turnoverExplain', {
              turnover: formatMoney(settings.turnoverRequired, site.currency, locale),
              held: formatMoney(held, site.currency, locale),
              times: settings.turnoverMultiplier,
            })
          : t('turnoverMet', { times: settings.turnoverMultiplier })}
      </p>
    </div>
  );
}

/** The card to pay to: one radio card per bound card. */
function CardChoice({ cards, value, onChange, translate }: { cards: BankCardDto[]; value: string; onChange: (id: string) => void; translate: (key: string) => string }) {
  const t = useTranslations('Wallet.withdraw');
  const tb = useTranslations('Wallet.bankKinds');
  const error = useFieldError('cardId');
  const ids = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('card')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {cards.map((card) => (
          <RadioCard key={card.id} name="cardId" value={card.id} checked={value === String(card.id)} onChange={() => onChange(String(card.id))}>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">
                {card.bankName} <span className="tabular-nums">{card.accountNoMasked}</span>
              </span>
              <span className="text-xs text-ink-muted">
                {tb(card.kind)} · {card.payeeName}
              </span>
            </span>
          </RadioCard>
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
