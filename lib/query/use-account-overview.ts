'use client';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type AccountOverviewDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** My account: who the member is, their club label, since when, and the state of each security item. */
export function useAccountOverview() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'account', 'overview'),
    queryFn: () => apiFetch<AccountOverviewDto>(AccountApiPath.OVERVIEW),
  });
}
