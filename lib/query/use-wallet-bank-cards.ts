'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type BankCard, type BankCards, type WalletBank } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useReloadWhenSignedOut } from './use-member-data';

/** The member's withdrawal cards and fixed payee name. */
export function useBankCards() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'bank-cards'),
    queryFn: () => apiFetch<BankCards>(WalletApiPath.BANK_CARDS),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

/** The banks and e-wallets a card may be of. */
export function useWalletBanks(enabled = true) {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'banks'),
    queryFn: () => apiFetch<WalletBank[]>(WalletApiPath.BANKS),
    enabled: loggedIn && enabled,
    staleTime: 5 * 60_000,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

export interface BankCardValues {
  bankCode: string;
  accountNo: string;
  payeeName: string;
  paymentPassword: string;
}

export function useAddBankCard() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (values: BankCardValues) => apiFetch<BankCard>(WalletApiPath.BANK_CARDS, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
