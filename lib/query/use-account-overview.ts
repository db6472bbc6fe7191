'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type AccountOverview } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** My account: who the member is, their club label, since when, and the state of each security item. */
export function useAccountOverview() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'account', 'overview'),
    queryFn: () => apiFetch<AccountOverview>(AccountApiPath.OVERVIEW),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
