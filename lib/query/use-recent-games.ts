'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type GamesOnly } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The games the signed-in member played last. Nothing for a visitor. */
export function useRecentGames() {
  const { site, locale } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.recentGames(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<GamesOnly>(ApiPath.RECENT_GAMES)).games,
  });
}
