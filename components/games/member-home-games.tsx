'use client';
import dynamic from 'next/dynamic';
import { useSite } from '@/lib/site/site-context';

/** A member's own rows (recently played), loaded only on a member's pages: they need React Query, visitors do not. */
const RecentGames = dynamic(() => import('./recent-games').then((m) => m.RecentGames));

export function MemberHomeGames() {
  const { loggedIn } = useSite();
  return loggedIn ? <RecentGames /> : null;
}
