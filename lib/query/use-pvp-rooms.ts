'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type PvpRooms } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The PVP rooms open now (members only), refreshed every 30 s while shown. */
export function usePvpRooms() {
  const { site, locale, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.pvpRooms(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<PvpRooms>(ApiPath.PVP_ROOMS)).rooms,
    enabled: loggedIn,
    refetchInterval: 30_000,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
