'use client';
import { createContext, useContext } from 'react';
import type { MemberPageKey } from '@/lib/member-centre/pages';

/**
 * The pages the centre offers this member (its menu's, lib/member-centre/pages.ts): a page links to another only when
 * that one is offered, so no link leads to a page the merchant does not have (My wallet on a single-wallet merchant).
 */
export const OfferedPagesContext = createContext<readonly MemberPageKey[]>([]);

export function useOfferedPage(key: MemberPageKey): boolean {
  return useContext(OfferedPagesContext).includes(key);
}
