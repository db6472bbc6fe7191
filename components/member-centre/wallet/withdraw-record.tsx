'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/components/system/toasts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  WalletApiPath,
  WITHDRAW_CONFIRM_NOTE_MAX,
  WITHDRAW_PAGE_SIZE,
  WITHDRAW_RECORD_MAX_DAYS,
  type UploadDto,
  type WithdrawalDto,
} from '@/lib/api/centre/wallet';
import { formatMoney } from '@/lib/format/money';
import { useConfirmWithdrawal } from '@/lib/query/use-wallet-withdrawals';
import { useSite } from '@/lib/site/site-context';
import { ImageUploadField } from '@/components/forms/image-upload-field';
import { WithdrawalStatusBadge } from './deposit-status';
import { OrderAmountCell, OrderStatusCell } from './order-cells';
import { RefCell, TwoLineCell } from './record-cells';
import { useWalletProblem } from './wallet-errors';
import { WalletRecord } from './wallet-record';
import { useBrandTime } from '@/lib/site/use-brand-time';

/**
 * The withdraw record (records.md: 14 a page): ref id with its date, amount (with fee and what arrives), bank and type,
 * status with its remark, and on a disbursed
 * withdrawal the receipt confirmation of spec §4 (received, or not received with proof; unanswered within the window
 * counts as received).
 */
export function WithdrawRecord() {
  const t = useTranslations('Wallet.withdrawRecord');
  const tb = useTranslations('Wallet.bankKinds');
  const columns: ColumnDef<WithdrawalDto, unknown>[] = [
    { id: 'withdrawal', header: t('withdrawal'), cell: ({ row }) => <RefCell refNo={row.original.refNo} at={row.original.createdAt} /> },
    {
      id: 'amount',
      header: t('amount'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <OrderAmountCell
          amount={row.original.amount}
          parts={[
            { label: t('fee'), value: row.original.fee },
            { label: t('receive'), value: row.original.receive },
          ]}
        />
      ),
    },
    {
      id: 'bank',
      header: t('bank'),
      cell: ({ row }) => (
        <TwoLineCell
          main={
            <>
              {row.original.bankName} <span className="tabular-nums">{row.original.accountNoMasked}</span>
            </>
          }
          sub={tb(row.original.type)}
        />
      ),
    },
    {
      id: 'status',
      header: t('status'),
      cell: ({ row }) => (
        <OrderStatusCell badge={<WithdrawalStatusBadge status={row.original.status} />}>
          {row.original.remark ? <span className="max-w-40 text-xs text-ink-muted">{row.original.remark}</span> : null}
        </OrderStatusCell>
      ),
    },
    { id: 'confirmation', header: t('confirmation'), cell: ({ row }) => <Confirmation withdrawal={row.original} /> },
  ];

  return (
    <WalletRecord
      resource="withdrawals"
      path={WalletApiPath.WITHDRAWALS}
      pageSize={WITHDRAW_PAGE_SIZE}
      maxDays={WITHDRAW_RECORD_MAX_DAYS}
      caption={t('caption')}
      emptyText={t('empty')}
      columns={columns}
    />
  );
}

function Confirmation({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const t = useTranslations('Wallet.confirm');
  switch (withdrawal.confirmation) {
    case 'NONE':
      return <span className="text-ink-muted">—</span>;
    case 'RECEIVED':
      return <span className="font-medium text-success">{t('received')}</span>;
    case 'AUTO_RECEIVED':
      return <span className="font-medium text-success">{t('autoReceived')}</span>;
    case 'NOT_RECEIVED':
      return (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <span className="font-medium text-danger">{t('notReceived')}</span>
          {withdrawal.proofs.length > 0 ? (
            <span className="text-xs text-ink-muted">{t('proofCount', { count: withdrawal.proofs.length })}</span>
          ) : null}
        </span>
      );
    default:
      return <ConfirmActions withdrawal={withdrawal} />;
  }
}

function ConfirmActions({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const t = useTranslations('Wallet.confirm');
  const locale = useLocale();
  const { site } = useSite();
  const confirm = useConfirmWithdrawal();
  const problemOf = useWalletProblem();
  const [asking, setAsking] = useState<'received' | 'notReceived' | null>(null);
  const money = formatMoney(withdrawal.receive, site.currency, locale);
  const { format } = useBrandTime();

  const received = async () => {
    try {
      await confirm.mutateAsync({ id: withdrawal.id, received: true });
      notify('success', t('thanks'));
    } catch (error) {
      notify('error', problemOf(error).message);
    } finally {
      setAsking(null);
    }
  };

  return (
    <span className="flex flex-col items-end gap-1.5 md:items-stretch">
      <span className="text-xs text-ink-muted">
        {t('question')}
        {withdrawal.confirmBy ? (
          <>
            {' '}
            {t('by')}{' '}
            <time dateTime={new Date(withdrawal.confirmBy).toISOString()} className="tabular-nums">
              {format(withdrawal.confirmBy, 'time')}
            </time>
          </>
        ) : null}
      </span>
      <span className="flex flex-col gap-1.5">
        <Button type="button" size="sm" variant="outline" onClick={() => setAsking('received')}>
          {t('receivedAction')}
          <span className="sr-only"> {withdrawal.refNo}</span>
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setAsking('notReceived')}>
          {t('notReceivedAction')}
          <span className="sr-only"> {withdrawal.refNo}</span>
        </Button>
      </span>
      <AlertDialog
        open={asking === 'received'}
        onOpenChange={(open) => setAsking(open ? 'received' : null)}
        title={t('receivedTitle')}
        description={t('receivedBody', { amount: money, bank: `${withdrawal.bankName} ${withdrawal.accountNoMasked}` })}
        cancel={t('back')}
        busy={confirm.isPending}
        action={
          <Button type="button" onClick={() => void received()} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
            {t('receivedConfirm')}
          </Button>
        }
      />
      <Dialog open={asking === 'notReceived'} onOpenChange={(open) => setAsking(open ? 'notReceived' : null)}>
        {asking === 'notReceived' ? <NotReceivedDialog withdrawal={withdrawal} onDone={() => setAsking(null)} /> : null}
      </Dialog>
    </span>
  );
}

function NotReceivedDialog({ withdrawal, onDone }: { withdrawal: WithdrawalDto; onDone: () => void }) {
  const t = useTranslations('Wallet.confirm');
  const tw = useTranslations('Wallet');
  const confirm = useConfirmWithdrawal();
  const problemOf = useWalletProblem();
  const [proofs, setProofs] = useState<UploadDto[]>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [proofError, setProofError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (proofs.length === 0) {
      setProofError(t('proofRequired'));
      return;
    }
    try {
      await confirm.mutateAsync({ id: withdrawal.id, received: false, proofs: proofs.map((p) => p.id), note: note.trim() });
      notify('success', t('reported'));
      onDone();
    } catch (error) {
      setFormError(problemOf(error).message);
    }
  };

  return (
    <DialogContent title={t('notReceivedTitle')} description={t('notReceivedIntro', { refNo: withdrawal.refNo })} closeLabel={tw('close')} className="w-[min(94vw,30rem)]">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <ImageUploadField
          name="proofs"
          label={t('proof')}
          value={proofs}
          onChange={(next) => {
            setProofs(next);
            if (next.length > 0) setProofError(undefined);
          }}
          error={proofError}
          onBusyChange={setUploading}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-note`} className="text-sm font-medium">
            {t('note')}
          </label>
          <textarea
            id={`${ids}-note`}
            value={note}
            maxLength={WITHDRAW_CONFIRM_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-describedby={`${ids}-note-count`}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
          />
          <p id={`${ids}-note-count`} className="text-xs text-ink-muted">
            {t('noteCount', { count: note.length, max: WITHDRAW_CONFIRM_NOTE_MAX })}
          </p>
        </div>
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={confirm.isPending || uploading} aria-busy={confirm.isPending || undefined} className="w-full">
          {confirm.isPending ? t('sending') : t('notReceivedSubmit')}
        </Button>
      </form>
    </DialogContent>
  );
}

