'use client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { textLinkClass } from '@/components/auth/form-alert';
import { showRefusal } from '@/components/forms/form-error-focus';
import { LocalizedLink } from '@/components/ui/localized-link';
import { DEPOSIT_LIMIT_KINDS, ProtectionErrorCode, type LimitDto } from '@/lib/api/centre/protection';
import { depositCreateSchema, newIdempotencyKey, WalletErrorCode, walletMethodRule, type DepositDto, type DepositChannelDto } from '@/lib/api/centre/wallet';
import { ApiError } from '@/lib/api/api-error';
import { memberPagePath } from '@/lib/member-centre/pages';
import { useProtection } from '@/lib/query/use-protection';
import { useCreateDeposit } from '@/lib/query/use-wallet-deposits';
import { Amount } from '@/components/data-display/amount';
import { AmountField, TextField } from './form-parts';
import { useMethodLabel } from './deposit-methods';
import { RadioCard } from './radio-card';
import { ChannelIcon } from './wallet-icons';
import { useWalletForm, WalletFormEnd } from './wallet-form';

interface Values {
  channel: string;
  amount: string;
  /** The payer's wallet number (wallet methods: MoMo, ZaloPay, GCash, Maya). */
  payerAccount: string;
}

/**
 * A new deposit: the channel (bank transfer, VietQR, e-wallet, crypto) with its limits, an amount (or one of the
 * channel's presets), for an e-wallet the number it is paid from, and the fee before anything is sent. Creates the
 * order; the order card then says where and how to pay.
 */
export function DepositForm({ channels, onCreated }: { channels: DepositChannelDto[]; onCreated: (order: DepositDto) => void }) {
  const t = useTranslations('Wallet.deposit');
  const methodLabel = useMethodLabel();
  const create = useCreateDeposit();
  const { site, money, problemOf, errorText, formError, setFormError, form, ids } = useWalletForm();
  const channelOf = (code: string) => channels.find((c) => c.code === code) ?? channels[0]!;
  // The deposit limit that leaves the least (player protection): shown, and checked before the order is sent.
  const protection = useProtection({ enabled: site.protection.tools.depositLimits });
  const depositLimit = tightestDepositLimit(protection.data?.limits ?? []);

  // One Idempotency-Key per submission: the same values sent again after a failure (the order may have been
  // made) carry the same key, so the platform answers with that order rather than making a second; other values, or
  // the next deposit once an order is made, get a new key. A second tap while one is on its way joins it.
  const submission = useRef<{ values: string; key: string } | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  async function send(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const payerAccount = walletMethodRule(channelOf(values.channel).method) ? values.payerAccount.replace(/[\s.-]/g, '') : undefined;
    const sent = `${values.channel}|${values.amount}|${payerAccount ?? ''}`;
    if (submission.current?.values !== sent) submission.current = { values: sent, key: newIdempotencyKey() };
    try {
      const order = await create.mutateAsync({
        channel: values.channel,
        amount: Number(values.amount),
        ...(payerAccount ? { payerAccount } : {}),
        idempotencyKey: submission.current.key,
      });
      submission.current = null;
      helpers.resetForm({ values: { channel: values.channel, amount: '', payerAccount: values.payerAccount } });
      onCreated(order);
      if (depositLimit) void protection.refetch();
    } catch (error) {
      // A key the platform holds for other values (not made here: a key goes with its values) is not tried again.
      if (error instanceof ApiError && error.code === WalletErrorCode.IDEMPOTENCY_KEY_REUSED) submission.current = null;
      const problem = problemOf(error);
      showRefusal(problem, ['amount', 'payerAccount'], helpers, form.current, setFormError);
      if (error instanceof Error && 'code' in error && error.code === ProtectionErrorCode.DEPOSIT_LIMIT) void protection.refetch();
    }
  }

  function submit(values: Values, helpers: FormikHelpers<Values>): Promise<void> {
    inFlight.current ??= send(values, helpers).finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }

  return (
    <Formik<Values>
      initialValues={{ channel: channels[0]?.code ?? '', amount: '', payerAccount: '' }}
      validate={async (values) => {
        const c = channelOf(values.channel);
        const errors: Partial<Record<keyof Values, string>> = {};
        try {
          await depositCreateSchema({ currency: site.currency.code, min: c.min, max: c.max, method: c.method }).validate(
            { channel: values.channel, amount: values.amount === '' ? undefined : values.amount, payerAccount: walletMethodRule(c.method) ? values.payerAccount : undefined },
            { abortEarly: false },
          );
        } catch (error) {
          for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            const field: keyof Values = inner.path === 'amount' || inner.path === 'payerAccount' ? inner.path : 'channel';
            errors[field] ??= inner.message;
          }
        }
        if (!errors.amount && depositLimit && Number(values.amount) > depositLimit.remaining) errors.amount = ProtectionErrorCode.DEPOSIT_LIMIT;
        return errors;
      }}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ values, errors, setFieldValue, isSubmitting }) => {
        const channel = channelOf(values.channel);
        const rule = walletMethodRule(channel.method);
        const amount = Number(values.amount);
        const fee = Number.isFinite(amount) && amount > 0 ? Math.round(amount * channel.feeRateBp) / 10_000 : 0;
        // A total only for an amount the form accepts: never "You receive" beside "too small".
        const totalShown = values.amount !== '' && !errors.amount && Number.isFinite(amount) && amount > 0;
        return (
          <Form ref={form} noValidate className="flex max-w-3xl flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t('channel')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {channels.map((c) => (
                  <RadioCard key={c.code} name="channel" value={c.code} checked={values.channel === c.code} onChange={() => void setFieldValue('channel', c.code)}>
                    <ChannelIcon kind={c.kind} className="size-8 shrink-0 text-brand-accent" />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">
                        {methodLabel(c)} · {c.name}
                      </span>
                      <span className="text-xs text-ink-muted">{t('limits', { min: money(c.min), max: money(c.max) })}</span>
                    </span>
                  </RadioCard>
                ))}
              </div>
            </fieldset>
            {channel.presets.length > 0 ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('presets')}</legend>
                <div className="flex flex-wrap gap-2">
                  {channel.presets.map((preset) => (
                    <button
                      key={preset}
                      type="button"
                      className="chip min-h-10"
                      aria-pressed={amount === preset}
                      onClick={() => void setFieldValue('amount', String(preset))}
                    >
                      <Amount value={preset} decimals={Number.isInteger(preset) ? 0 : undefined} />
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <AmountField
              id={`${ids}-amount`}
              label={t('amount')}
              hint={t('limits', { min: money(channel.min), max: money(channel.max) })}
              translateError={(key) =>
                errorText(key, { min: money(channel.min), max: money(channel.max), remaining: money(depositLimit?.remaining ?? 0) })
              }
            />
            {rule ? (
              <TextField
                id={`${ids}-payer`}
                name="payerAccount"
                label={t('payerAccount', { wallet: channel.name })}
                hint={t('payerAccountHint', { wallet: channel.name, example: rule.payerAccountExample })}
                translateError={(key) => errorText(key, { wallet: channel.name, example: rule.payerAccountExample })}
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={16}
              />
            ) : null}
            {depositLimit ? (
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span>
                  {t('limitLeft')} <Amount value={depositLimit.remaining} className="font-semibold" />
                </span>
                <LocalizedLink href={memberPagePath('saferGambling')} className={textLinkClass}>
                  {t('limitLink')}
                </LocalizedLink>
              </p>
            ) : null}
            <div aria-live="polite">
              {totalShown ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface-sunken p-3 text-sm">
                  <dt className="text-ink-muted">{t('fee', { rate: channel.feeRateBp / 100 })}</dt>
                  <dd className="text-end">
                    <Amount value={fee} />
                  </dd>
                  <dt className="font-semibold">{t('youReceive')}</dt>
                  <dd className="text-end font-semibold">
                    <Amount value={Math.max(0, amount - fee)} />
                  </dd>
                </dl>
              ) : null}
            </div>
            <WalletFormEnd ids={ids} formError={formError} submitting={isSubmitting}>
              {isSubmitting ? t('creating') : t('create')}
            </WalletFormEnd>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The deposit limit in force that leaves the least, or null when none is set. */
function tightestDepositLimit(limits: LimitDto[]): (LimitDto & { remaining: number }) | null {
  let tightest: (LimitDto & { remaining: number }) | null = null;
  for (const limit of limits) {
    if (!(DEPOSIT_LIMIT_KINDS as readonly string[]).includes(limit.kind) || limit.remaining === null) continue;
    if (!tightest || limit.remaining < tightest.remaining) tightest = { ...limit, remaining: limit.remaining };
  }
  return tightest;
}
