'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { DepositStatus, type DepositDto } from '@/lib/api/centre/wallet';
import { useMoneyMoved } from '@/lib/query/use-wallet-balances';
import { useDepositChannels, useOpenDeposits } from '@/lib/query/use-wallet-deposits';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DepositForm } from '../wallet/deposit-form';
import { DepositOrder } from '../wallet/deposit-order';
import { DepositRecord } from '../wallet/deposit-record';

/**
 * Deposit (/member/depositv2): the player's open orders (where to pay, the receipt, the wait) above a new deposit's form, and
 * the deposit record. An order the platform approves shows as approved and the header's balance follows at once.
 */
export default function DepositPage() {
  const t = useTranslations('Wallet');
  const channels = useDepositChannels();
  const orders = useOpenDeposits();
  const moved = useMoneyMoved();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [focusId, setFocusId] = useState<number | null>(null);
  const statuses = useRef<Map<number, number> | null>(null);

  // An order that was open and is now approved: the money is in the wallet; balances and records load again.
  useEffect(() => {
    if (!orders.data) return;
    const before = statuses.current;
    statuses.current = new Map(orders.data.map((o) => [o.id, o.status]));
    if (!before) return;
    const approved = orders.data.filter((o) => o.status === DepositStatus.APPROVED && before.has(o.id) && before.get(o.id) !== DepositStatus.APPROVED);
    const ended = orders.data.some((o) => before.get(o.id) !== undefined && before.get(o.id) !== o.status);
    if (ended) void moved();
    if (approved.length > 0) notify('success', t('order.approvedToast'));
  }, [orders.data, moved, t]);

  const shown = (orders.data ?? []).filter((o) => !dismissed.has(o.id));
  const onCreated = (order: DepositDto) => {
    setDismissed((set) => new Set([...set].filter((id) => id !== order.id)));
    setFocusId(order.id);
    notify('success', t('deposit.created', { orderNo: order.orderNo }));
  };

  return (
    <div className="flex flex-col gap-5">
      {shown.length > 0 ? (
        <SectionCard title={t('order.sectionTitle')} description={t('order.sectionIntro')}>
          <div className="flex flex-col gap-3">
            {shown.map((order) => (
              <DepositOrder
                key={order.id}
                order={order}
                onDismiss={() => setDismissed((set) => new Set([...set, order.id]))}
                headingRef={
                  order.id === focusId
                    ? (node) => {
                        if (!node) return;
                        node.focus({ preventScroll: true });
                        node.scrollIntoView({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
                        setFocusId(null);
                      }
                    : undefined
                }
              />
            ))}
          </div>
        </SectionCard>
      ) : null}
      <SectionCard title={t('deposit.title')} description={t('deposit.intro')}>
        {channels.isPending ? (
          <LoadingState />
        ) : channels.isError ? (
          <ErrorState error={channels.error} onRetry={() => void channels.refetch()}>
            {t('deposit.loadFailed')}
          </ErrorState>
        ) : channels.data.length === 0 ? (
          <EmptyState>{t('deposit.noChannels')}</EmptyState>
        ) : (
          <DepositForm channels={channels.data} onCreated={onCreated} />
        )}
      </SectionCard>
      <SectionCard title={t('depositRecord.title')}>
        <DepositRecord />
      </SectionCard>
    </div>
  );
}
