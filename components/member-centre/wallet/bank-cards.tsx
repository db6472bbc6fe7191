'use client';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { showRefusal } from '@/components/forms/form-error-focus';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { bankCardSchema, type BankCardsDto } from '@/lib/api/centre/wallet';
import { useAddBankCard, useWalletBanks } from '@/lib/query/use-wallet-bank-cards';
import { DateTime } from '@/components/data-display/date-time';
import { LoadingState } from '@/components/data-display/data-states';
import { PaymentPasswordField, SelectField } from './form-parts';
import { useWalletForm, WalletFormEnd } from './wallet-form';

/** The member's bound cards (masked) and the way to add one (at most maxCards). */
export function BankCardList({ data, canAdd }: { data: BankCardsDto; canAdd: boolean }) {
  const t = useTranslations('Wallet.cards');
  const tb = useTranslations('Wallet.bankKinds');
  const [open, setOpen] = useState(false);
  const full = data.cards.length >= data.maxCards;
  return (
    <div className="flex flex-col gap-3">
      {data.cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t('listLabel')}>
          {data.cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 text-sm">
              <p className="font-semibold">
                {card.bankName} <span className="tabular-nums">{card.accountNoMasked}</span>
              </p>
              <p className="text-ink-muted">
                {tb(card.kind)} · {card.payeeName}
              </p>
              <p className="text-xs text-ink-muted">
                {t('added')} <DateTime value={card.createdAt} dateOnly />
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" className="min-h-11" disabled={full || !canAdd} onClick={() => setOpen(true)}>
          {t('add')}
        </Button>
        <p className="text-xs text-ink-muted">{full ? t('full', { max: data.maxCards }) : t('count', { count: data.cards.length, max: data.maxCards })}</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <AddCardDialog payeeName={data.payeeName} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </div>
  );
}

interface Values {
  bankCode: string;
  accountNo: string;
  payeeName: string;
  paymentPassword: string;
}

function AddCardDialog({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const t = useTranslations('Wallet.cards');
  const tc = useTranslations('Wallet');
  const tb = useTranslations('Wallet.bankKinds');
  const banks = useWalletBanks();
  const add = useAddBankCard();
  const { problemOf, errorText, formError, setFormError, form, ids } = useWalletForm();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const card = await add.mutateAsync({ ...values, payeeName: payeeName ?? values.payeeName.trim() });
      notify('success', t('addedToast', { bank: card.bankName, account: card.accountNoMasked }));
      onDone();
    } catch (error) {
      const problem = problemOf(error);
      helpers.setFieldValue('paymentPassword', '', false);
      showRefusal(problem, Object.keys(values), helpers, form.current, setFormError);
    }
  }

  return (
    <DialogContent title={t('addTitle')} description={t('addIntro')} closeLabel={tc('close')} className="w-[min(94vw,30rem)]">
      {banks.isPending ? (
        <LoadingState />
      ) : (
        <Formik<Values>
          initialValues={{ bankCode: '', accountNo: '', payeeName: payeeName ?? '', paymentPassword: '' }}
          validationSchema={bankCardSchema()}
          validateOnBlur={false}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate className="flex flex-col gap-4">
              <SelectField id={`${ids}-bank`} name="bankCode" label={t('bank')} translateError={errorText}>
                <option value="">{t('chooseBank')}</option>
                {(banks.data ?? []).map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name} ({tb(bank.kind)})
                  </option>
                ))}
              </SelectField>
              <FormField id={`${ids}-account`} name="accountNo" label={t('accountNo')} translateError={errorText} inputMode="numeric" autoComplete="off" hint={t('accountNoHint')} />
              {payeeName ? (
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${ids}-payee`} className="text-sm font-medium">
                    {t('payeeName')}
                  </label>
                  <Field
                    id={`${ids}-payee`}
                    name="payeeName"
                    readOnly
                    aria-describedby={`${ids}-payee-hint`}
                    className="min-h-11 w-full rounded-lg border border-line bg-surface-sunken px-3 text-ink"
                  />
                  <p id={`${ids}-payee-hint`} className="text-xs text-ink-muted">
                    {t('payeeFixed')}
                  </p>
                </div>
              ) : (
                <FormField id={`${ids}-payee`} name="payeeName" label={t('payeeName')} translateError={errorText} autoComplete="name" hint={t('payeeHint')} />
              )}
              <PaymentPasswordField id={`${ids}-password`} translateError={errorText} />
              <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting} className="w-full">
                {isSubmitting ? t('adding') : t('addSubmit')}
              </WalletFormEnd>
            </Form>
          )}
        </Formik>
      )}
    </DialogContent>
  );
}
