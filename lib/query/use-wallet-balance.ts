'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type WalletBalance } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The signed-in member's total balance (header). */
export function useWalletBalance() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.balance(site.merchantCode),
    queryFn: () => apiFetch<WalletBalance>(ApiPath.BALANCE),
  });
}
