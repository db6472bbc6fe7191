'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type UplineTransferInfoDto, type UplineTransferResultDto } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useMemberQuery } from './use-member-query';

/** The member's upline, the limits and the main balance (transferUpline). */
export function useUplineTransferInfo() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'upline'),
    queryFn: () => apiFetch<UplineTransferInfoDto>(WalletApiPath.TRANSFER_UPLINE),
  });
}

export function useTransferToUpline() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: { amount: number; paymentPassword: string }) =>
      apiFetch<UplineTransferResultDto>(WalletApiPath.TRANSFER_UPLINE, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
