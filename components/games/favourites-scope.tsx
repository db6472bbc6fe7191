'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useSite } from '@/lib/site/site-context';

const MemberFavourites = dynamic(() => import('./member-favourites').then((m) => m.MemberFavourites));

/** Around a list of tiles: a member's favourites, read once for the list; nothing (and no query library) for a visitor. */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const { loggedIn } = useSite();
  return loggedIn ? <MemberFavourites>{children}</MemberFavourites> : children;
}
