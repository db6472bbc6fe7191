'use client';
import { useTranslations } from 'next-intl';
import { DepositStatus, WithdrawalStatus } from '@/lib/api/centre/wallet';
import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';

const DEPOSIT_TONE: Record<DepositStatus, StatusTone> = {
  [DepositStatus.APPROVED]: 'success',
  [DepositStatus.CANCELLED]: 'neutral',
  [DepositStatus.PENDING]: 'warning',
  [DepositStatus.NEW]: 'info',
  [DepositStatus.REJECTED]: 'danger',
  [DepositStatus.EXPIRED]: 'neutral',
};

/** A deposit's status in words (records.md: 2 Approved, 3 Cancelled, 4 Pending, 5 New, 6 Rejected, 7 Expired). */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const t = useTranslations('Wallet.depositStatus');
  return <StatusBadge tone={DEPOSIT_TONE[status] ?? 'neutral'}>{t(String(status))}</StatusBadge>;
}

const WITHDRAWAL_TONE: Record<WithdrawalStatus, StatusTone> = {
  [WithdrawalStatus.PROCESSING]: 'info',
  [WithdrawalStatus.TRANSFERRING]: 'warning',
  [WithdrawalStatus.AUDIT_FAILED]: 'danger',
  [WithdrawalStatus.SUCCESS]: 'success',
  [WithdrawalStatus.FAILED]: 'danger',
};

/** A withdrawal's status in words (records.md: 1 Processing, 2 Transferring, 3 Audit failed, 4 Success, 5 Failed). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const t = useTranslations('Wallet.withdrawalStatus');
  return <StatusBadge tone={WITHDRAWAL_TONE[status] ?? 'neutral'}>{t(String(status))}</StatusBadge>;
}
