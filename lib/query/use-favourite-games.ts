'use client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type FavouriteIds, type FavouritePage, type FavouriteRequest } from '@/lib/api/contract';
import type { GameListType } from '@site/platform-contract/games';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';
import { useMemberQuery } from './use-member-query';

/** The node ids of the signed-in member's favourite games (the hearts). Nothing for a visitor. */
export function useFavouriteIds() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.favouriteIds(site.merchantCode),
    queryFn: async () => (await apiFetch<FavouriteIds>(ApiPath.FAVOURITES)).ids,
    staleTime: 60_000,
  });
}

/**
 * Adds or removes a favourite at once (the heart changes before the platform answers) and puts it back if the platform
 * refuses; `onError` lets the caller say so.
 */
export function useToggleFavourite({ onError }: { onError: (error: unknown) => void }) {
  const { site, locale } = useSite();
  const client = useQueryClient();
  const key = queryKeys.favouriteIds(site.merchantCode);
  return useMutation({
    mutationFn: (request: FavouriteRequest) => apiFetch<FavouriteIds>(ApiPath.FAVOURITES, { method: 'POST', json: request }),
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<number[]>(key);
      const current = before ?? [];
      client.setQueryData<number[]>(key, request.favourite ? [...new Set([...current, request.id])] : current.filter((id) => id !== request.id));
      return { before };
    },
    onError: (error, _request, context) => {
      client.setQueryData(key, context?.before);
      onError(error);
    },
    onSuccess: (result) => {
      client.setQueryData(key, result.ids);
      // The game's own type's list changed; every type's is asked again (a few lists at most, each when shown).
      void client.invalidateQueries({ queryKey: queryKeys.favouriteLists(site.merchantCode, locale) });
    },
  });
}

/** The member's favourite games of one type, page by page (/favorite?type=). */
export function useFavouriteGames(type: GameListType) {
  const { site, locale, loggedIn } = useSite();
  const query = useInfiniteQuery({
    queryKey: queryKeys.favouriteGames(site.merchantCode, locale, type),
    queryFn: ({ pageParam }) => apiFetch<FavouritePage>(`${ApiPath.FAVOURITE_GAMES}?type=${type}&page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
