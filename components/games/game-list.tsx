'use client';
import type { Game } from '@/lib/platform/games';
import { GameTile } from './game-tile';
import { FavouritesScope } from './favourites-scope';
import { launchKey, useGameLauncher } from './use-game-launcher';

/**
 * A fixed list of games (the hot list, a home row): tiles that launch. `row` lays them out as one swipeable row; the
 * first `eager` images load at once (the page's first row), the others as they come near the screen.
 */
export function GameList({ games, label, row = false, eager = 0 }: { games: Game[]; label: string; row?: boolean; eager?: number }) {
  const { start, pending } = useGameLauncher();
  return (
    <FavouritesScope>
      {/* A row scrolls sideways: it takes the focus itself, so a keyboard can scroll it while its tiles are not buttons yet
          (they are disabled until the page is live, which on a slow phone is seconds after it shows). */}
      <ul className={row ? 'lane [&>li]:w-36 [&>li]:shrink-0 sm:[&>li]:w-40' : 'game-grid'} aria-label={label} tabIndex={row ? 0 : undefined}>
        {games.map((game, index) => (
          <GameTile key={game.id} game={game} onLaunch={start} launching={pending === launchKey(game)} eager={index < eager} />
        ))}
      </ul>
    </FavouritesScope>
  );
}
