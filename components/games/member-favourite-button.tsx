'use client';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/platform/games';
import { useFavouriteIds, useToggleFavourite } from '@/lib/query/use-favourite-games';
import { notify } from '@/components/system/toasts';

/** A member's heart: the change shows at once and is put back, with a message, if the platform refuses it. */
export function MemberFavouriteButton({ game }: { game: Game }) {
  const t = useTranslations('Games');
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite({ onError: () => notify('error', t('favouriteFailed')) });
  const favourite = ids.data?.includes(game.id) ?? false;
  return (
    <button
      type="button"
      className="game-fav"
      aria-pressed={favourite}
      aria-label={favourite ? t('removeFavourite', { name: game.name }) : t('addFavourite', { name: game.name })}
      onClick={() => toggle.mutate({ id: game.id, vendor: game.vendor, type: game.type, favourite: !favourite })}
    />
  );
}
