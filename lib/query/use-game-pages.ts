'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import type { GamePage } from '@/lib/platform/games';
import type { GameListType } from '@site/platform-contract/games';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/**
 * A catalogue's pages after the first: the first comes from the server render (`first`), the next ones from
 * /api/games as the grid scrolls. `search` is the catalogue URL's filter query ("?vendor=PG&q=…" or "").
 */
export function useGamePages(type: GameListType, search: string, first: GamePage) {
  const { site, locale } = useSite();
  return useInfiniteQuery({
    queryKey: queryKeys.gamePages(site.merchantCode, locale, type, search),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(search);
      params.set('type', type);
      params.set('page', String(pageParam));
      return apiFetch<GamePage>(`${ApiPath.GAMES}?${params.toString()}`);
    },
    initialPageParam: 1,
    initialData: { pages: [first], pageParams: [1] },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: Infinity,
  });
}
