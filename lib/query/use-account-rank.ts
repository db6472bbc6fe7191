'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type PlayerRank } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The merchant's VIP levels and where the member stands. */
export function usePlayerRank() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'account', 'rank'),
    queryFn: () => apiFetch<PlayerRank>(AccountApiPath.RANK),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
