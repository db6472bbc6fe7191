'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type WalletBalance } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The signed-in member's total balance (header). */
export function useWalletBalance() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.balance(site.merchantCode),
    queryFn: () => apiFetch<WalletBalance>(ApiPath.BALANCE),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
