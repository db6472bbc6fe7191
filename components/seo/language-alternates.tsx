'use client';
import { useSite } from '@/lib/site/site-context';
import { languageAlternates } from '@/lib/seo/urls';

/**
 * A page's hreflang alternates: a link in the <head> per language choice of the merchant and x-default (React hoists
 * them there, in the served HTML as in a client navigation). Drawn here from the site's languages, which the page
 * already carries, so the flight data holds the page's address once instead of every link again: 23 links on a
 * merchant with 22 languages were 2.4 KB of flight data on every page.
 */
export function LanguageAlternates({ origin, path, query }: { origin: string; path: string; query?: string }) {
  const { site } = useSite();
  return Object.entries(languageAlternates(origin, path, site, query)).map(([hrefLang, href]) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />);
}
