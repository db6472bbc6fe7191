'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { GamePage } from '@/lib/platform/games';
import type { GameListType } from '@site/platform-contract/games';
import { useGamePages } from '@/lib/query/use-game-pages';
import { Spinner } from '@/components/ui/spinner';
import { FavouritesScope } from './favourites-scope';
import { GameTiles } from './game-tile';

/** Infinite scroll (spec §9): the next page is asked for at most every 200 ms, when the list's end comes into view. */
const SCROLL_THROTTLE_MS = 200;
/** The first row of tiles is above the fold on every screen: those images load at once. */
const EAGER_TILES = 4;
/** Tiles a first screen may show (two rows of a desktop's seven); those after are drawn as they come near. */
const DRAWN_AT_ONCE = 14;

/**
 * A catalogue's games: the first page as the server rendered it, then page after page as the visitor scrolls (or
 * presses "More games"), with a loading state and an end-of-list state.
 */
export function GameGrid({
  type,
  search,
  first,
  firstLabels,
}: {
  type: GameListType;
  search: string;
  first: GamePage;
  /**
   * The list's name and its end line for the first page, formatted on the server: formatting a count in the browser
   * starts its number formatter, ~20 ms of a phone's first second. Counts that change later are formatted here.
   */
  firstLabels: { count: string; end: string };
}) {
  const t = useTranslations('Games');
  const pages = useGamePages(type, search, first);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver !== 'function') return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const load = () => {
      last = Date.now();
      timer = null;
      if (!isFetchingNextPage) void fetchNextPage();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // In view, or already scrolled past (a fast fling or a jump to the page's end skips over it).
        if (!entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0) || timer) return;
        const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
        if (wait <= 0) load();
        else timer = setTimeout(load, wait);
      },
      { rootMargin: '0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const games = pages.data?.pages.flatMap((p) => p.games) ?? [];
  const total = pages.data?.pages[0]?.totalCount ?? first.totalCount;

  if (games.length === 0) {
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{t('noGames')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <FavouritesScope>
        <GameTiles games={games} label={total === first.totalCount ? firstLabels.count : t('gamesCount', { count: total })} className="game-grid" eager={EAGER_TILES} drawnAtOnce={DRAWN_AT_ONCE} />
      </FavouritesScope>
      <div ref={sentinel} className="flex min-h-12 items-center justify-center" aria-live="polite">
        {isFetchingNextPage ? (
          <span role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner />
            {t('loadingMore')}
          </span>
        ) : hasNextPage ? (
          <button type="button" className="btn btn-secondary btn-md" onClick={() => void fetchNextPage()}>
            {t('moreGames')}
          </button>
        ) : (
          <p className="text-sm text-ink-muted">{games.length === first.games.length ? firstLabels.end : t('endOfList', { count: games.length })}</p>
        )}
        {pages.isFetchNextPageError && <p className="text-sm text-danger">{t('loadFailed')}</p>}
      </div>
    </div>
  );
}
