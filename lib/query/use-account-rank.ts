'use client';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type PlayerRankDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The merchant's VIP levels and where the member stands. */
export function usePlayerRank() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'account', 'rank'),
    queryFn: () => apiFetch<PlayerRankDto>(AccountApiPath.RANK),
  });
}
