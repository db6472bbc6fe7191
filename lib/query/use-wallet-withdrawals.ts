'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type Withdrawal, type WithdrawSettings } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useReloadWhenSignedOut } from './use-member-data';

/** Limits, fee, the main balance and whether a payment password is set. */
export function useWithdrawSettings() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'withdraw-settings'),
    queryFn: () => apiFetch<WithdrawSettings>(WalletApiPath.WITHDRAW_SETTINGS),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

export function useWithdraw() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { cardId: number; amount: number; paymentPassword: string }) =>
      apiFetch<Withdrawal>(WalletApiPath.WITHDRAWALS, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}

/** The member's answer on a disbursed withdrawal: received, or not received with proof. */
export function useConfirmWithdrawal() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { id: number; received: boolean; proofs?: string[]; note?: string }) =>
      apiFetch<Withdrawal>(WalletApiPath.WITHDRAWAL_CONFIRM, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
