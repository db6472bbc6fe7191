'use client';
import { usePathname } from 'next/navigation';
import { useSite } from '@/lib/site/site-context';
import { canonicalRoute, splitLocale } from '@/lib/i18n/locale-path';

/** The page's site route without its language prefix (the page's own, in any case) and with aliases resolved: "/vi/index" → "/". */
export function useCurrentRoute(): string {
  const pathname = usePathname() ?? '/';
  const { site, locale } = useSite();
  return canonicalRoute(splitLocale(pathname, [locale], site.defaultLanguage).rest);
}

/** Whether `route` is the page or one of its sub-pages ("/rng" is current on "/rng" but "/" only on "/"). */
export function isCurrentRoute(current: string, route: string): boolean {
  if (route === '/') return current === '/';
  return current === route || current.startsWith(`${route}/`);
}
