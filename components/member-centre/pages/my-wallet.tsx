'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { useTransferAllToMain, useWallets } from '@/lib/query/use-wallet-balances';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { TransferForm, type TransferDirection, type TransferPick } from '../wallet/transfer-form';
import { VendorWallets } from '../wallet/vendor-wallets';
import { useWalletProblem } from '../wallet/wallet-errors';

/**
 * My wallet (/member/transferFund): the main wallet (what games spend and withdrawals take) and, on a multi-wallet merchant,
 * one wallet per vendor, with transfers in and out and "all back to main". A single-wallet merchant shows one balance.
 */
export default function MyWalletPage() {
  const t = useTranslations('Wallet');
  const wallets = useWallets();
  const recall = useTransferAllToMain();
  const problemOf = useWalletProblem();
  const [pick, setPick] = useState<TransferPick | null>(null);

  if (wallets.isPending) return <LoadingState />;
  if (wallets.isError) return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()}>{t('wallets.loadFailed')}</ErrorState>;
  const data = wallets.data;
  const refresh = (
    <Button type="button" variant="secondary" size="sm" onClick={() => void wallets.refetch()} disabled={wallets.isFetching} aria-busy={wallets.isFetching || undefined}>
      <RefreshIcon className="size-4" />
      {t('wallets.refresh')}
    </Button>
  );

  if (data.isSingle) {
    return (
      <SectionCard title={t('wallets.balanceTitle')} description={t('wallets.singleNote')} actions={refresh}>
        <p className="text-3xl font-bold" data-testid="main-balance">
          <Amount value={data.main} />
        </p>
      </SectionCard>
    );
  }

  const inVendors = data.vendors.reduce((n, v) => n + v.balance, 0);
  const recallAll = async () => {
    try {
      await recall.mutateAsync();
      notify('success', t('wallets.recalled'));
    } catch (error) {
      notify('error', problemOf(error).message);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('wallets.balanceTitle')} actions={refresh}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 rounded-xl bg-surface-sunken p-3 sm:col-span-1">
            <dt className="text-sm text-ink-muted">{t('wallets.total')}</dt>
            <dd className="text-2xl font-bold">
              <Amount value={data.total} />
            </dd>
          </div>
          <div className="rounded-xl bg-surface-sunken p-3">
            <dt className="text-sm text-ink-muted">{t('wallets.main')}</dt>
            <dd className="text-xl font-bold sm:text-2xl" data-testid="main-balance">
              <Amount value={data.main} />
            </dd>
          </div>
          <div className="rounded-xl bg-surface-sunken p-3">
            <dt className="text-sm text-ink-muted">{t('wallets.inVendors')}</dt>
            <dd className="text-xl font-bold sm:text-2xl">
              <Amount value={inVendors} />
            </dd>
          </div>
        </dl>
        <p className="text-xs text-ink-muted">{t('wallets.mainNote')}</p>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 w-full sm:w-auto sm:self-start"
          disabled={recall.isPending || inVendors <= 0}
          aria-busy={recall.isPending || undefined}
          onClick={() => void recallAll()}
        >
          {recall.isPending ? t('wallets.recalling') : t('wallets.recallAll')}
        </Button>
      </SectionCard>
      <SectionCard title={t('transfer.title')} description={t('transfer.intro')}>
        <TransferForm wallets={data} pick={pick} />
      </SectionCard>
      <SectionCard title={t('vendors.title')}>
        <VendorWallets vendors={data.vendors} onPick={(direction: TransferDirection, vendor: string) => setPick({ direction, vendor, nonce: Date.now() })} />
      </SectionCard>
    </div>
  );
}
