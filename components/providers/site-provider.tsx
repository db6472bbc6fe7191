'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '@/lib/tenant/types';

/**
 * The merchant, language and login state of the page, for client components. Set once by the root layout;
 * `loggedIn` reflects the sealed session cookie at render time (router.refresh() after login or logout updates it).
 */
export interface SiteContextValue {
  site: Site;
  locale: string;
  loggedIn: boolean;
  /** Member type when logged in (0 member, 1/2/41/42 agent, 4 trial). */
  memberType: number | null;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteProvider');
  return value;
}
