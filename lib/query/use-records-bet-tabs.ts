'use client';
import { apiFetch } from '@/lib/api/browser';
import { RecordsApiPath, type BetTab } from '@/lib/api/centre/records';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The betting record's tabs: the merchant's categories, each with its vendors. */
export function useRecordsBetTabs() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'records', 'bet-tabs'),
    queryFn: async () => (await apiFetch<{ tabs: BetTab[] }>(RecordsApiPath.BET_TABS)).tabs,
    staleTime: 5 * 60_000,
  });
}
