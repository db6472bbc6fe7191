'use client';
import { createContext, useContext } from 'react';
import type { Game } from '@/lib/platform/games';

/** A member's favourites for the tiles of one list: read once per list, not once per tile. */
export interface Favourites {
  ids: ReadonlySet<number>;
  toggle: (game: Game, favourite: boolean) => void;
}

export const FavouritesContext = createContext<Favourites | null>(null);

export function useFavourites(): Favourites | null {
  return useContext(FavouritesContext);
}
