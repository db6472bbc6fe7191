'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/system/toasts';
import { DEPOSIT_RECORD_MAX_DAYS, DepositStatus, WalletApiPath, type DepositDto } from '@/lib/api/centre/wallet';
import { useRemindDeposit } from '@/lib/query/use-wallet-deposits';
import { DepositStatusBadge } from './deposit-status';
import { OrderAmountCell, OrderStatusCell } from './order-cells';
import { RefCell, StampInline, TwoLineCell } from './record-cells';
import { useWalletProblem } from './wallet-errors';
import { WalletRecord } from './wallet-record';

/**
 * The deposit record (records.md: 7-day limit): the deposit's id and date, the method, the requested amount with what
 * was credited and the bank fee, the status with its actual date, and the "hurry up" reminder on a pending order. Few
 * columns, so the table fits beside the centre's menu.
 */
export function DepositRecord() {
  const t = useTranslations('Wallet.depositRecord');
  const tk = useTranslations('Wallet.kinds');
  const columns: ColumnDef<DepositDto, unknown>[] = [
    { id: 'deposit', header: t('deposit'), cell: ({ row }) => <RefCell refNo={row.original.orderNo} at={row.original.createdAt} /> },
    { id: 'method', header: t('method'), cell: ({ row }) => <TwoLineCell main={row.original.channelName} sub={tk(row.original.kind)} /> },
    {
      id: 'amount',
      header: t('amount'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <OrderAmountCell
          amount={row.original.amount}
          parts={[
            { label: t('credited'), value: row.original.credited },
            { label: t('fee'), value: row.original.fee },
          ]}
        />
      ),
    },
    {
      id: 'status',
      header: t('status'),
      cell: ({ row }) => (
        <OrderStatusCell badge={<DepositStatusBadge status={row.original.status} />}>
          {row.original.decidedAt !== null ? (
            <span className="text-xs whitespace-nowrap text-ink-muted">
              {t('decidedAt')} <StampInline value={row.original.decidedAt} />
            </span>
          ) : null}
          {row.original.status === DepositStatus.PENDING ? <HurryUp order={row.original} /> : null}
        </OrderStatusCell>
      ),
    },
  ];

  return (
    <WalletRecord
      resource="deposits"
      path={WalletApiPath.DEPOSITS}
      maxDays={DEPOSIT_RECORD_MAX_DAYS}
      caption={t('caption')}
      emptyText={t('empty')}
      columns={columns}
    />
  );
}

function HurryUp({ order }: { order: DepositDto }) {
  const t = useTranslations('Wallet.order');
  const remind = useRemindDeposit();
  const problemOf = useWalletProblem();
  return (
    <button
      type="button"
      className="inline-flex min-h-8 items-center rounded-lg border border-line px-2.5 text-xs font-semibold hover:border-brand disabled:opacity-50"
      disabled={remind.isPending}
      onClick={() =>
        void remind.mutateAsync(order.id).then(
          () => notify('success', t('reminded')),
          (failure: unknown) => notify('error', problemOf(failure).message),
        )
      }
    >
      {t('hurry')}
      <span className="sr-only"> {order.orderNo}</span>
    </button>
  );
}
