'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type GamesOnly } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The games the signed-in member played last. Nothing for a visitor. */
export function useRecentGames() {
  const { site, locale, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.recentGames(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<GamesOnly>(ApiPath.RECENT_GAMES)).games,
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
