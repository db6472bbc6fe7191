'use client';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { notify } from '@/components/system/toasts';
import { showRefusal } from '@/components/forms/form-error-focus';
import { Button } from '@/components/ui/button';
import { MAIN_WALLET, transferSchema, type WalletsDto } from '@/lib/api/centre/wallet';
import { useWalletTransfer } from '@/lib/query/use-wallet-balances';
import { Amount, formatAmount } from '@/components/data-display/amount';
import { AmountField, SelectField } from './form-parts';
import { useWalletForm, WalletFormEnd } from './wallet-form';

export type TransferDirection = 'in' | 'out';

/** A vendor card's request to fill the form ("transfer in to PG Soft"); `nonce` makes the same request count twice. */
export interface TransferPick {
  direction: TransferDirection;
  vendor: string;
  nonce: number;
}

interface Values {
  direction: TransferDirection;
  vendor: string;
  amount: string;
}

/**
 * Moves money between the main wallet and one vendor wallet: into the vendor ("transfer in") or back to main
 * ("transfer out"). The available amount of the side it leaves is shown and checked before sending; "All" fills it in.
 */
export function TransferForm({ wallets, pick }: { wallets: WalletsDto; pick: TransferPick | null }) {
  const t = useTranslations('Wallet.transfer');
  const transfer = useWalletTransfer();
  const { site, locale, problemOf, errorText: te, formError, setFormError, form, ids } = useWalletForm();
  const open = wallets.vendors.filter((v) => !v.maintenance);
  const available = (values: Values) =>
    values.direction === 'in' ? wallets.main : (wallets.vendors.find((v) => v.vendor === values.vendor)?.balance ?? 0);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const amount = Number(values.amount);
    const [from, to] = values.direction === 'in' ? [MAIN_WALLET, values.vendor] : [values.vendor, MAIN_WALLET];
    const name = wallets.vendors.find((v) => v.vendor === values.vendor)?.name ?? values.vendor;
    try {
      await transfer.mutateAsync({ from, to, amount });
      const money = formatAmount(amount, site.currency, locale);
      notify('success', values.direction === 'in' ? t('doneIn', { amount: money, vendor: name }) : t('doneOut', { amount: money, vendor: name }));
      helpers.resetForm({ values: { ...values, amount: '' } });
    } catch (error) {
      const problem = problemOf(error);
      showRefusal(problem, ['amount'], helpers, form.current, setFormError);
    }
  }

  return (
    <Formik<Values>
      initialValues={{ direction: 'in', vendor: open[0]?.vendor ?? '', amount: '' }}
      validate={async (values) => {
        try {
          await transferSchema({ currency: site.currency.code, balance: available(values) }).validate(
            { from: values.direction === 'in' ? MAIN_WALLET : values.vendor, to: values.direction === 'in' ? values.vendor : MAIN_WALLET, amount: values.amount === '' ? undefined : values.amount },
            { abortEarly: false },
          );
          return {};
        } catch (error) {
          const errors: Partial<Record<keyof Values, string>> = {};
          for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            const field = inner.path === 'amount' ? 'amount' : 'vendor';
            errors[field] ??= inner.message;
          }
          return errors;
        }
      }}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <Form ref={form} noValidate className="flex max-w-2xl flex-col gap-4">
          <ApplyPick pick={pick} amountId={`${ids}-amount`} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('direction')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['in', 'out'] as const).map((direction) => (
                <label
                  key={direction}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
                >
                  <input
                    type="radio"
                    name="direction"
                    value={direction}
                    checked={values.direction === direction}
                    onChange={() => void setFieldValue('direction', direction)}
                    className="size-4 accent-[var(--color-brand)]"
                  />
                  {t(direction === 'in' ? 'directionIn' : 'directionOut')}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField id={`${ids}-vendor`} name="vendor" label={t('vendor')} translateError={te}>
            {wallets.vendors.map((v) => (
              <option key={v.vendor} value={v.vendor} disabled={v.maintenance}>
                {v.maintenance ? t('vendorMaintenance', { name: v.name }) : v.name}
              </option>
            ))}
          </SelectField>
          <AmountField
            id={`${ids}-amount`}
            label={t('amount')}
            translateError={te}
            hint={
              <>
                {t('available', { wallet: values.direction === 'in' ? t('main') : (wallets.vendors.find((v) => v.vendor === values.vendor)?.name ?? '') })}{' '}
                <Amount value={available(values)} />
              </>
            }
            action={
              <Button type="button" variant="secondary" className="min-h-11" onClick={() => void setFieldValue('amount', String(available(values)))}>
                {t('all')}
              </Button>
            }
          />
          <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting} disabled={open.length === 0}>
            {isSubmitting ? t('submitting') : t('submit')}
          </WalletFormEnd>
        </Form>
      )}
    </Formik>
  );
}

/** Fills the form from a vendor card and moves the player to the amount. */
function ApplyPick({ pick, amountId }: { pick: TransferPick | null; amountId: string }) {
  const { setValues, values } = useFormikContext<Values>();
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!pick || applied.current === pick.nonce) return;
    applied.current = pick.nonce;
    void setValues({ ...values, direction: pick.direction, vendor: pick.vendor, amount: '' }, false);
    window.requestAnimationFrame(() => {
      const amount = document.getElementById(amountId);
      amount?.focus({ preventScroll: true });
      amount?.scrollIntoView({ block: 'center', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    });
  }, [pick, setValues, values, amountId]);
  return null;
}
