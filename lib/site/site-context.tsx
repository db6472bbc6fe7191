'use client';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { ClientSite } from '@/lib/platform/site';
import { useVitalsReporting } from '@/lib/telemetry/use-vitals-reporting';

/**
 * The merchant, language and login state of the page, for client components. Set once by the root layout;
 * `loggedIn` reflects the sealed session cookie at render time (a sign-in or sign-out loads a new document).
 */
export interface SiteContextValue {
  site: ClientSite;
  /** The page's language as its address names it (links keep it); its text is in next-intl's locale. */
  locale: string;
  /** The name, in itself, of the language the page is shown in (the language picker's; its code when absent). */
  languageName?: string;
  loggedIn: boolean;
  /** Member type when logged in (0 member, 1/2/41/42 agent, 4 trial). */
  memberType: number | null;
  /** Epoch ms the member signed in (the header's session clock); null for a visitor or an older session. */
  signedInAt?: number | null;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  // The merchant's share of page views reports players' vitals (once per document).
  useVitalsReporting(value.site, value.locale);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteProvider');
  return value;
}

/** Site paths in the page's language: "/promotions" becomes "/vi/promotions" on a non-default language. */
export function useLocalizedPath(): (path: string) => string {
  const { locale, site } = useSite();
  return useCallback((path: string) => localizedPath(path, locale, site.defaultLanguage), [locale, site.defaultLanguage]);
}
