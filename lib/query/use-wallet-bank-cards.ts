'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { WalletApiPath, type BankCardDto, type BankCardsDto, type WalletBankDto } from '@/lib/api/centre/wallet';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useMemberQuery } from './use-member-query';

/** The member's withdrawal cards and fixed payee name. */
export function useBankCards() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'bank-cards'),
    queryFn: () => apiFetch<BankCardsDto>(WalletApiPath.BANK_CARDS),
  });
}

/** The banks and e-wallets a card may be of. */
export function useWalletBanks(enabled = true) {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'banks'),
    queryFn: () => apiFetch<WalletBankDto[]>(WalletApiPath.BANKS),
    enabled,
    staleTime: 5 * 60_000,
  });
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
    mutationFn: (values: BankCardValues) => apiFetch<BankCardDto>(WalletApiPath.BANK_CARDS, { method: 'POST', json: values }),
    onSuccess: () => moved(),
  });
}
