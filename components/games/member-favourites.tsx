'use client';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { useFavouriteIds, useToggleFavourite } from '@/lib/query/use-favourite-games';
import { notify } from '@/components/system/toasts';
import { FavouritesContext, type Favourites } from './favourites-context';

/** The member's favourite ids and the toggle, for every tile inside (React Query: loaded on members' pages only). */
export function MemberFavourites({ children }: { children: ReactNode }) {
  const t = useTranslations('Games');
  const ids = useFavouriteIds();
  const { mutate } = useToggleFavourite({ onError: () => notify('error', t('favouriteFailed')) });
  const value = useMemo<Favourites>(
    () => ({
      ids: new Set(ids.data ?? []),
      toggle: (game, favourite) => mutate({ id: game.id, vendor: game.vendor, type: game.type, favourite }),
    }),
    [ids.data, mutate],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
