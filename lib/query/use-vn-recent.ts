'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type VnRecent } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The VN lottery games the signed-in member played last. Nothing for a visitor. */
export function useVnRecent() {
  const { site, locale } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.vnRecent(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<VnRecent>(ApiPath.VN_RECENT)).games,
  });
}
