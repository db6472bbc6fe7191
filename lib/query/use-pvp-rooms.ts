'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type PvpRooms } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The PVP rooms open now (members only), refreshed every 30 s while shown. */
export function usePvpRooms() {
  const { site, locale } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.pvpRooms(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<PvpRooms>(ApiPath.PVP_ROOMS)).rooms,
    refetchInterval: 30_000,
  });
}
