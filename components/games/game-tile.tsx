'use client';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/platform/games';
import { useHydrated } from '@/lib/hooks/use-browser-state';
import { Spinner } from '@/components/ui/spinner';
import { FavouriteButton } from './favourite-button';
import { GameArt } from './game-art';

/** One game: its picture, name and vendor launch it; the heart keeps it in the favourites; "Hot" when the platform says so. */
export function GameTile({
  game,
  onLaunch,
  launching,
  eager = false,
}: {
  game: Game;
  onLaunch: (game: Game) => void;
  launching: boolean;
  eager?: boolean;
}) {
  const t = useTranslations('Games');
  // A press before the page is live would be lost: the tile is a button once it can act.
  const hydrated = useHydrated();
  return (
    <li className="game-tile">
      <button type="button" className="game-launch" onClick={() => onLaunch(game)} aria-busy={launching || undefined} disabled={!hydrated}>
        <GameArt src={game.image} eager={eager} />
        <span className="game-name">{game.name}</span>
        <span className="game-vendor">{game.vendor}</span>
        {launching && (
          <span className="absolute inset-0 flex items-center justify-center bg-black/40">
            <Spinner className="size-8 text-white" />
            <span className="sr-only">{t('launching')}</span>
          </span>
        )}
      </button>
      {game.hot && <span className="game-hot">{t('hot')}</span>}
      <FavouriteButton game={game} />
    </li>
  );
}
