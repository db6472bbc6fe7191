'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type WithdrawalDto, type WithdrawSettingsDto } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useMemberQuery } from './use-member-query';

/** Limits, fee, the main balance and whether a payment password is set. */
export function useWithdrawSettings() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'withdraw-settings'),
    queryFn: () => apiFetch<WithdrawSettingsDto>(WalletApiPath.WITHDRAW_SETTINGS),
  });
}

export function useWithdraw() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { cardId: number; amount: number; paymentPassword: string }) =>
      apiFetch<WithdrawalDto>(WalletApiPath.WITHDRAWALS, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}

/** The member's answer on a disbursed withdrawal: received, or not received with proof. */
export function useConfirmWithdrawal() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { id: number; received: boolean; proofs?: string[]; note?: string }) =>
      apiFetch<WithdrawalDto>(WalletApiPath.WITHDRAWAL_CONFIRM, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
