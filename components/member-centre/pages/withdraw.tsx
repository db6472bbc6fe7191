'use client';
import { useTranslations } from 'next-intl';
import { useBankCards } from '@/lib/query/use-wallet-bank-cards';
import { useWithdrawSettings } from '@/lib/query/use-wallet-withdrawals';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { PaymentPasswordFirst } from '../account/payment-password-first';
import { BankCardList } from '../wallet/bank-cards';
import { WithdrawableSummary, WithdrawForm } from '../wallet/withdraw-form';
import { WithdrawRecord } from '../wallet/withdraw-record';

/**
 * Withdraw: what may be withdrawn now and the turnover still required, the request (card, amount with limits and fee,
 * payment password), the member's bank cards, and the
 * withdraw record with the receipt confirmation of a disbursed withdrawal.
 */
export default function WithdrawPage() {
  const t = useTranslations('Wallet');
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  const loading = settings.isPending || cards.isPending;
  const failed = settings.isError ? settings : cards.isError ? cards : null;
  const passwordSet = settings.data?.paymentPasswordSet ?? false;

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('withdraw.title')} description={t('withdraw.intro')}>
        {loading ? (
          <LoadingState />
        ) : failed ? (
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()}>
            {t('withdraw.loadFailed')}
          </ErrorState>
        ) : (
          <div className="flex flex-col gap-5">
            <WithdrawableSummary settings={settings.data!} />
            {!passwordSet ? (
              <PaymentPasswordFirst action={t('withdraw.setPassword')}>{t('withdraw.setPasswordFirst')}</PaymentPasswordFirst>
            ) : cards.data!.cards.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">{t('withdraw.addCardFirst')}</p>
            ) : (
              <WithdrawForm settings={settings.data!} cards={cards.data!.cards} />
            )}
          </div>
        )}
      </SectionCard>
      <SectionCard title={t('cards.title')} description={t('cards.intro')}>
        {cards.data ? <BankCardList data={cards.data} canAdd={passwordSet} /> : cards.isPending ? <LoadingState /> : null}
      </SectionCard>
      <SectionCard title={t('withdrawRecord.title')}>
        <WithdrawRecord />
      </SectionCard>
    </div>
  );
}
