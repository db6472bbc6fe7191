'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { DepositChannelDto, DepositDto } from '@/lib/api/centre/wallet';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';

/**
 * The local payment methods as the player meets them (contract DepositMethod): each method's name, and the steps of
 * paying an open order with it, in the player's words and with the order's own figures.
 */

/** "VietQR transfer", "E-wallet", "Bank transfer": what a channel is, before its name. */
export function useMethodLabel(): (channel: Pick<DepositChannelDto, 'kind' | 'method'>) => string {
  const tk = useTranslations('Wallet.kinds');
  const tm = useTranslations('Wallet.methods');
  return useCallback((channel) => (channel.method === 'VIETQR' ? tm('VIETQR') : tk(channel.kind)), [tk, tm]);
}

/** How to pay an open order: VietQR (scan in a bank app), MoMo, ZaloPay, GCash, Maya each their own way; else none. */
export function DepositSteps({ order }: { order: DepositDto }) {
  const t = useTranslations('Wallet.steps');
  const locale = useLocale();
  const { site } = useSite();
  if (order.method === 'STANDARD') return null;
  const values = {
    amount: formatMoney(order.amount, site.currency, locale),
    account: order.payTo.accountNo,
    name: order.payTo.accountName,
    bank: order.payTo.bank,
    note: order.orderNo,
    payer: order.payerAccount ?? '',
  };
  const steps = [t(`${order.method}.one`, values), t(`${order.method}.two`, values), t(`${order.method}.three`, values)];
  return (
    <section className="rounded-xl bg-surface-sunken p-3 text-sm">
      <h4 className="mb-2 font-semibold">{t('title', { method: order.channelName })}</h4>
      <ol className="flex list-decimal flex-col gap-1.5 ps-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
