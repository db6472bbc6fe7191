'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type UplineTransferInfo, type UplineTransferResult } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useReloadWhenSignedOut } from './use-member-data';

/** The member's upline, the limits and the main balance (transferUpline). */
export function useUplineTransferInfo() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'upline'),
    queryFn: () => apiFetch<UplineTransferInfo>(WalletApiPath.TRANSFER_UPLINE),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

export function useTransferToUpline() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { amount: number; paymentPassword: string }) =>
      apiFetch<UplineTransferResult>(WalletApiPath.TRANSFER_UPLINE, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
