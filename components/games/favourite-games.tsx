'use client';
import { useTranslations } from 'next-intl';
import { useSite } from '@/lib/site/site-context';
import { useFavouriteGames } from '@/lib/query/use-favourite-games';
import { LoginButton } from '@/components/auth/login-button';
import { Spinner } from '@/components/ui/spinner';
import { FavouritesScope } from './favourites-scope';
import { GameTiles } from './game-tile';
import type { GameListType } from '@site/platform-contract/games';

/**
 * /favorite: the member's favourite games of one type (a visitor is asked to log in). A heart taken off here leaves the
 * list.
 */
export function FavouriteGames({ type }: { type: GameListType }) {
  const t = useTranslations('Games');
  const { loggedIn } = useSite();
  const favourites = useFavouriteGames(type);

  if (!loggedIn) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line p-8 text-center">
        <p className="text-ink-muted">{t('favouritesNeedLogin')}</p>
        <LoginButton />
      </div>
    );
  }
  if (favourites.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-8 text-ink-muted">
        <Spinner />
        {t('loadingFavourites')}
      </p>
    );
  }
  if (favourites.isError) return <p className="p-8 text-center text-danger">{t('loadFailed')}</p>;
  const games = favourites.data.pages.flatMap((p) => p.games);
  if (games.length === 0) return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{t('noFavourites')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <FavouritesScope>
        <GameTiles games={games} label={t('favouritesTitle')} className="game-grid" />
      </FavouritesScope>
      {favourites.hasNextPage && (
        <button type="button" className="btn btn-secondary btn-md self-center" onClick={() => void favourites.fetchNextPage()} disabled={favourites.isFetchingNextPage}>
          {t('moreGames')}
        </button>
      )}
    </div>
  );
}
