'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type WalletsDto } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/**
 * After money moved: the wallet area's data, the header's balance and the records (the account record shows the
 * movement) load again.
 */
export function useMoneyMoved(): () => Promise<void> {
  const { site } = useSite();
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.centreArea(site.merchantCode, 'wallet') }),
      client.invalidateQueries({ queryKey: queryKeys.balance(site.merchantCode) }),
      client.invalidateQueries({ queryKey: queryKeys.centreArea(site.merchantCode, 'records') }),
    ]);
  }, [client, site.merchantCode]);
}

/** The member's main wallet and vendor wallets (transferFund). */
export function useWallets() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'wallets'),
    queryFn: () => apiFetch<WalletsDto>(WalletApiPath.WALLETS),
  });
}

/** Main ↔ one vendor wallet; the answer is the wallets after the move. */
export function useWalletTransfer() {
  const { site } = useSite();
  const client = useQueryClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: { from: string; to: string; amount: number }) => apiFetch<WalletsDto>(WalletApiPath.TRANSFER, { method: 'POST', json: request }),
    onSuccess: async (wallets) => {
      client.setQueryData(queryKeys.centre(site.merchantCode, 'wallet', 'wallets'), wallets);
      await moved();
    },
  });
}

/** Every vendor wallet back to main. */
export function useTransferAllToMain() {
  const { site } = useSite();
  const client = useQueryClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: () => apiFetch<WalletsDto>(WalletApiPath.TRANSFER_ALL, { method: 'POST', json: {} }),
    onSuccess: async (wallets) => {
      client.setQueryData(queryKeys.centre(site.merchantCode, 'wallet', 'wallets'), wallets);
      await moved();
    },
  });
}
