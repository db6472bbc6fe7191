'use client';
import dynamic from 'next/dynamic';
import { createContext, useContext, type ReactNode } from 'react';
import { useSite } from '@/lib/site/site-context';

const MemberFavourites = dynamic(() => import('./member-favourites').then((m) => m.MemberFavourites));

/** Set inside a scope: a list within one (a home row inside the home's rows) reads the scope above it. */
const InScope = createContext(false);

/**
 * Around lists of tiles: a member's favourites, read once for everything inside; nothing (and no query library) for a
 * visitor. Scopes do not nest: the home page wraps all its rows in one, and each row's own scope gives way to it.
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const { loggedIn } = useSite();
  const inScope = useContext(InScope);
  if (!loggedIn || inScope) return children;
  return (
    <InScope.Provider value>
      <MemberFavourites>{children}</MemberFavourites>
    </InScope.Provider>
  );
}
