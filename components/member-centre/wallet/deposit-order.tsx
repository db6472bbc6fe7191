'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/system/toasts';
import { inputClass } from '@/components/forms/form-field';
import { depositPaidSchema, DepositStatus, walletMethodRule, type DepositDto, type UploadDto } from '@/lib/api/centre/wallet';
import { formatMoney } from '@/lib/format/money';
import { useCancelDeposit, useDepositPaid, useRemindDeposit } from '@/lib/query/use-wallet-deposits';
import { useQrCode } from '@/lib/hooks/use-qr-code';
import { useSite } from '@/lib/site/site-context';
import { Amount } from '@/components/data-display/amount';
import { DateTime } from '@/components/data-display/date-time';
import { ImageUploadField } from '@/components/forms/image-upload-field';
import { DepositSteps, useMethodLabel } from './deposit-methods';
import { DepositStatusBadge } from './deposit-status';
import { CopyButton } from './form-parts';
import { ChannelIcon } from './wallet-icons';
import { useFieldErrorText, useWalletProblem } from './wallet-errors';

/** The current time, ticking every second while `on` (countdowns). */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [on]);
  return now;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * One deposit order as the player follows it: where to pay and the receipt (New), the wait and the "hurry up"
 * reminder (Pending), and how it ended (Approved with the credited amount, Rejected, Expired, Cancelled).
 */
export function DepositOrder({ order, onDismiss, headingRef }: { order: DepositDto; onDismiss: () => void; headingRef?: (node: HTMLHeadingElement | null) => void }) {
  const t = useTranslations('Wallet.order');
  const methodLabel = useMethodLabel();
  const locale = useLocale();
  const { site } = useSite();
  const headingId = useId();
  const isNew = order.status === DepositStatus.NEW;
  const isPending = order.status === DepositStatus.PENDING;
  const open = isNew || isPending;
  const now = useNow(open);
  const money = formatMoney(order.amount, site.currency, locale);

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <ChannelIcon kind={order.kind} className="size-8 shrink-0 text-brand-accent" />
          <div className="min-w-0">
            <h3 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 font-semibold outline-none">
              {t('title', { amount: money })}
            </h3>
            <p className="text-xs text-ink-muted">
              {methodLabel(order)} · {order.channelName} · <span className="tabular-nums">{order.orderNo}</span>
            </p>
          </div>
        </div>
        <DepositStatusBadge status={order.status} />
      </header>

      {isNew ? <PayTo order={order} now={now} /> : null}
      {isPending ? <Waiting order={order} now={now} /> : null}
      {!open ? <Outcome order={order} onDismiss={onDismiss} /> : null}
      {open ? <CancelOrder order={order} /> : null}
    </article>
  );
}

function PayTo({ order, now }: { order: DepositDto; now: number }) {
  const t = useTranslations('Wallet.order');
  const paid = useDepositPaid();
  const problemOf = useWalletProblem();
  const errorText = useFieldErrorText();
  const ids = useId();
  const [receipts, setReceipts] = useState<UploadDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const left = order.expiresAt - now;
  const { payTo } = order;
  // A wallet method's order is paid with the wallet's transaction reference (its own form: DEPOSIT_METHOD_RULES).
  const rule = walletMethodRule(order.method);
  const vietQr = order.method === 'VIETQR';
  const referenceLabel = t('walletReference', { wallet: order.channelName });
  const locale = useLocale();
  const { site } = useSite();
  const referenceText = (key: string) => errorText(key, { wallet: order.channelName, example: rule?.referenceExample ?? '' });

  const markPaid = async () => {
    setError(null);
    setReferenceError(null);
    let checked: string | undefined;
    if (rule) {
      try {
        checked = (await depositPaidSchema(order.method).validate({ id: order.id, reference })).reference;
      } catch (invalid) {
        setReferenceError(referenceText((invalid as { message: string }).message));
        document.getElementById(`${ids}-reference`)?.focus();
        return;
      }
    }
    try {
      await paid.mutateAsync({ id: order.id, receipts: receipts.map((r) => r.id), ...(checked ? { reference: checked } : {}) });
      notify('success', t('paidSent'));
    } catch (failure) {
      const problem = problemOf(failure);
      if (problem.field === 'reference') setReferenceError(problem.message);
      else setError(problem.message);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" role="timer" aria-live="off">
        {left > 0 ? t('payWithin', { time: clock(left) }) : t('expiring')}
      </p>
      <DepositSteps order={order} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-3 text-sm lg:grid-cols-2">
          <Detail label={rule ? t('payWallet') : t('payBank')} value={payTo.bank} copy={vietQr} />
          <Detail label={rule ? t('payWalletNumber', { wallet: payTo.bank }) : t('payAccount')} value={payTo.accountNo} copy />
          <Detail label={t('payName')} value={payTo.accountName} copy />
          <Detail label={t('payAmount')} value={String(order.amount)} copy display={<Amount value={order.amount} className="font-bold" />} />
          <Detail
            label={rule ? t('payMessage') : t('payReference')}
            value={order.orderNo}
            copy
            hint={vietQr ? t('vietQrNoteHint') : rule ? t('messageHint', { wallet: payTo.bank }) : t('referenceHint')}
            wide
          />
          {order.payerAccount ? <Detail label={t('payerAccount', { wallet: payTo.bank })} value={order.payerAccount} wide /> : null}
        </dl>
        {payTo.qrText ? (
          <QrCode text={payTo.qrText} label={vietQr ? t('vietQr', { bank: payTo.bank, amount: formatMoney(order.amount, site.currency, locale) }) : t('qr', { name: payTo.bank })} caption={vietQr ? t('vietQrCaption') : undefined} />
        ) : null}
      </div>
      {rule ? (
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${ids}-reference`} className="text-sm font-medium">
            {referenceLabel}
          </label>
          <input
            id={`${ids}-reference`}
            type="text"
            inputMode={/^\d+$/.test(rule.referenceExample) ? 'numeric' : 'text'}
            autoComplete="off"
            maxLength={24}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={referenceError ? `${ids}-reference-error` : `${ids}-reference-hint`}
            className={`${inputClass} tabular-nums`}
          />
          {referenceError ? (
            <p id={`${ids}-reference-error`} className="text-sm text-danger">
              {referenceError}
            </p>
          ) : (
            <p id={`${ids}-reference-hint`} className="text-xs text-ink-muted">
              {t('walletReferenceHint', { wallet: order.channelName, example: rule.referenceExample })}
            </p>
          )}
        </div>
      ) : null}
      <ImageUploadField name={`receipts-${order.id}`} label={t('receipt')} value={receipts} onChange={setReceipts} onBusyChange={setUploading} />
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="button" onClick={() => void markPaid()} disabled={paid.isPending || uploading || left <= 0} aria-busy={paid.isPending || undefined} className="w-full sm:w-auto sm:self-start">
        {paid.isPending ? t('sending') : t('paid')}
      </Button>
    </div>
  );
}

function Detail({
  label,
  value,
  copy = false,
  display,
  hint,
  wide = false,
}: {
  label: string;
  value: string;
  copy?: boolean;
  display?: ReactNode;
  hint?: string;
  wide?: boolean;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 rounded-lg bg-surface-sunken px-3 py-2${wide ? ' lg:col-span-2' : ''}`}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all">{display ?? value}</span>
        {copy ? <CopyButton value={value} label={label} /> : null}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

function QrCode({ text, label, caption }: { text: string; label: string; caption?: string }) {
  // The encoder loads only with an order that has a code to scan.
  const { url: src } = useQrCode(text, 176);
  return (
    <figure className="flex shrink-0 flex-col items-center gap-1 self-center rounded-xl bg-white p-2 sm:self-start">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL made here
        <img src={src} alt={label} width={176} height={176} className="size-44" />
      ) : (
        <div className="size-44" aria-hidden />
      )}
      {caption ? <figcaption className="max-w-44 text-center text-xs font-semibold text-neutral-900">{caption}</figcaption> : null}
    </figure>
  );
}

function Waiting({ order, now }: { order: DepositDto; now: number }) {
  const t = useTranslations('Wallet.order');
  const remind = useRemindDeposit();
  const problemOf = useWalletProblem();
  const wait = order.canRemindAt === null ? 0 : order.canRemindAt - now;
  const hurry = async () => {
    try {
      await remind.mutateAsync(order.id);
      notify('success', t('reminded'));
    } catch (failure) {
      notify('error', problemOf(failure).message);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{order.payReference ? t('waitingWallet', { wallet: order.channelName }) : t('waiting')}</p>
      {order.payReference ? (
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {order.payerAccount ? <Detail label={t('payerAccount', { wallet: order.channelName })} value={order.payerAccount} /> : null}
          <Detail label={t('walletReference', { wallet: order.channelName })} value={order.payReference} />
        </dl>
      ) : null}
      {order.receipts.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('receipts')}>
          {order.receipts.map((r, i) => (
            <li key={r.id}>
              <a href={r.url} target="_blank" rel="noopener noreferrer" className="block size-16 overflow-hidden rounded-lg border border-line">
                {/* eslint-disable-next-line @next/next/no-img-element -- a receipt on the platform's image origin */}
                <img src={r.url} alt={t('receiptN', { index: i + 1 })} className="size-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void hurry()} disabled={remind.isPending || wait > 0} aria-busy={remind.isPending || undefined}>
          {t('hurry')}
        </Button>
        <p className="text-xs text-ink-muted" aria-live="polite">
          {wait > 0 && order.remindedAt !== null ? t('remindedAt', { time: clock(wait) }) : wait > 0 ? t('hurryIn', { time: clock(wait) }) : t('hurryHint')}
        </p>
      </div>
    </div>
  );
}

function Outcome({ order, onDismiss }: { order: DepositDto; onDismiss: () => void }) {
  const t = useTranslations('Wallet.order');
  const locale = useLocale();
  const { site } = useSite();
  const text =
    order.status === DepositStatus.APPROVED
      ? t('approved', { amount: formatMoney(order.credited ?? order.amount, site.currency, locale) })
      : order.status === DepositStatus.REJECTED
        ? t('rejected')
        : order.status === DepositStatus.EXPIRED
          ? t('expired')
          : t('cancelled');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        {text}
        {order.decidedAt ? (
          <span className="block text-xs text-ink-muted">
            <DateTime value={order.decidedAt} />
          </span>
        ) : null}
      </p>
      <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </div>
  );
}

function CancelOrder({ order }: { order: DepositDto }) {
  const t = useTranslations('Wallet.order');
  const cancel = useCancelDeposit();
  const problemOf = useWalletProblem();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await cancel.mutateAsync(order.id);
      notify('success', t('cancelledToast'));
    } catch (failure) {
      notify('error', problemOf(failure).message);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start text-danger' })} onClick={() => setOpen(true)}>
        {t('cancel')}
      </button>
      <AlertDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancelTitle')}
        description={t('cancelBody', { orderNo: order.orderNo })}
        cancel={t('keep')}
        busy={cancel.isPending}
        action={
          <Button type="button" variant="danger" onClick={() => void confirm()} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
            {t('cancelConfirm')}
          </Button>
        }
      />
    </>
  );
}
