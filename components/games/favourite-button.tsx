'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/platform/games';
import { useSite } from '@/lib/site/site-context';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { notify } from '@/components/system/toasts';

/** A member's heart reads and changes the favourites through React Query: loaded only on a member's pages. */
const MemberFavouriteButton = dynamic(() => import('./member-favourite-button').then((m) => m.MemberFavouriteButton), {
  loading: () => <span className="game-fav" aria-hidden="true" />,
});

/**
 * The heart on a game tile (spec §4 "Favourite toggle"). A visitor is asked to log in; a member's heart is the
 * member version. The heart itself is drawn by CSS (.game-fav), not an inline SVG: a page of tiles carries it once.
 */
export function FavouriteButton({ game }: { game: Game }) {
  const { loggedIn } = useSite();
  return loggedIn ? <MemberFavouriteButton game={game} /> : <VisitorFavouriteButton name={game.name} />;
}

function VisitorFavouriteButton({ name }: { name: string }) {
  const t = useTranslations('Games');
  const { openLogin } = useLoginDialog();
  return (
    <button
      type="button"
      className="game-fav"
      aria-pressed={false}
      aria-label={t('addFavourite', { name })}
      onClick={() => {
        notify('error', t('favouriteNeedsLogin'));
        openLogin();
      }}
    />
  );
}
