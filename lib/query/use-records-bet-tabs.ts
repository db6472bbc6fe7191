'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { RecordsApiPath, type BetTab } from '@/lib/api/centre/records';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The betting record's tabs: the merchant's categories, each with its vendors. */
export function useRecordsBetTabs() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'records', 'bet-tabs'),
    queryFn: async () => (await apiFetch<{ tabs: BetTab[] }>(RecordsApiPath.BET_TABS)).tabs,
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
