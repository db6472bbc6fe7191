'use client';
import { usePathname } from 'next/navigation';
import { useSite } from '@/lib/site/site-context';
import { canonicalRoute, splitLocale } from '@/lib/i18n/locale-path';

/** The page's site route without its locale prefix and with aliases resolved: "/vi/index" → "/". */
export function useCurrentRoute(): string {
  const pathname = usePathname() ?? '/';
  const { site } = useSite();
  return canonicalRoute(splitLocale(pathname, site.languages, site.defaultLanguage).rest);
}

/** Whether `route` is the page or one of its sub-pages ("/rng" is current on "/rng" but "/" only on "/"). */
export function isCurrentRoute(current: string, route: string): boolean {
  if (route === '/') return current === '/';
  return current === route || current.startsWith(`${route}/`);
}
