'use client';
import type { Game } from '@/lib/platform/games';
import { FavouritesScope } from './favourites-scope';
import { GameTiles } from './game-tile';

/**
 * A fixed list of games (the hot list, a home row): tiles that launch. `row` lays them out as one swipeable row; the
 * first `eager` images load at once (the page's first row), the others as they come near the screen.
 */
export function GameList({ games, label, row = false, eager = 0 }: { games: Game[]; label: string; row?: boolean; eager?: number }) {
  return (
    <FavouritesScope>
      {/* A row scrolls sideways: it takes the focus itself, so a keyboard can scroll it while its tiles are not buttons yet
          (they are disabled until the page is live, which on a slow phone is seconds after it shows). */}
      {/* On a desktop a row's tiles share its width (six 160 px tiles left a third of a 1366 px screen
          empty); they still scroll sideways where they do not fit. */}
      <GameTiles
        games={games}
        label={label}
        className={row ? 'lane [&>li]:w-36 [&>li]:shrink-0 sm:[&>li]:w-40 lg:[&>li]:w-auto lg:[&>li]:max-w-64 lg:[&>li]:min-w-36 lg:[&>li]:flex-1' : 'game-grid'}
        eager={eager}
        focusable={row}
      />
    </FavouritesScope>
  );
}
