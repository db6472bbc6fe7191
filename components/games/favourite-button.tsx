'use client';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/platform/games';
import { useHydrated } from '@/lib/hooks/use-browser-state';
import { useSite } from '@/lib/site/site-context';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { notify } from '@/components/system/toasts';
import { useFavourites } from './favourites-context';

/**
 * The heart on a game tile (spec §4 "Favourite toggle"). A visitor is asked to log in; a member's change shows at once
 * and is put back, with a message, if the platform refuses it (the list's FavouritesScope holds the member's ids). The
 * heart itself is drawn by CSS (.game-fav), not an inline SVG: a page of tiles carries it once.
 */
export function FavouriteButton({ game }: { game: Game }) {
  const t = useTranslations('Games');
  const { loggedIn } = useSite();
  const { openLogin } = useLoginDialog();
  const favourites = useFavourites();
  const favourite = favourites?.ids.has(game.id) ?? false;
  // Live once the page is hydrated and, for a member, once the favourites are known.
  const ready = useHydrated() && (!loggedIn || favourites !== null);
  return (
    <button
      type="button"
      className="game-fav"
      aria-pressed={favourite}
      disabled={!ready}
      aria-label={favourite ? t('removeFavourite', { name: game.name }) : t('addFavourite', { name: game.name })}
      onClick={() => {
        if (!loggedIn) {
          notify('error', t('favouriteNeedsLogin'));
          openLogin();
        } else favourites?.toggle(game, !favourite);
      }}
    />
  );
}
