'use client';
import dynamic from 'next/dynamic';
import type { GameListType } from '@site/platform-contract/games';
import { useSite } from '@/lib/site/site-context';

export interface VendorTypeLinks {
  vendor: string;
  /** The catalogue's own type: marked as the current one. */
  current: GameListType;
  /** The lane's name ("JDB by category"). */
  label: string;
  /** Each type's list of the vendor's games and its name, for every type the site lists; the vendor's own are shown. */
  links: Partial<Record<GameListType, { href: string; label: string }>>;
}

/** Read only on a member's pages: the platform answers a vendor's game types with a token, and visitors load no query library. */
const MemberVendorTypes = dynamic(() => import('./member-vendor-types').then((m) => m.MemberVendorTypes));

/**
 * On a list of one vendor's games, the vendor's game types (GCSGAME_getVassGameType) as a lane of links: JDB's slots
 * lead to its fishing games and back. Shown to members (the call takes a token), once the vendor has more than one.
 */
export function VendorTypeLane(props: VendorTypeLinks) {
  const { loggedIn } = useSite();
  return loggedIn ? <MemberVendorTypes {...props} /> : null;
}
