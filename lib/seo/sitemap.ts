/**
 * A merchant's sitemap.xml: its public pages (home, the game categories it has, promotions, help, download,
 * registration) in each of its language choices (one per catalog shown, lib/seo/urls.ts), each with its hreflang alternates. Only routes that are built
 * (routeExists) and open to a visitor without a session (login-to-home closes most of a brand) are listed. Pure.
 */
import { helpCentrePath, mustLogIn } from '@/lib/tenant/gates';
import { routeExists } from '@/lib/site-routes';
import { languageAlternates, pageUrl, type SiteLanguages } from './urls';

export interface SitemapSite extends SiteLanguages {
  loginToHome: boolean;
}

/** The routes a sitemap lists, in this order, for a merchant whose game categories lead to `categoryPaths`. */
export function sitemapRoutes(site: SitemapSite, categoryPaths: readonly string[]): string[] {
  const candidates = ['/', '/games', ...categoryPaths, '/promotions', helpCentrePath(site.loginToHome, false), '/download', '/register'];
  return [...new Set(candidates)].filter((route) => routeExists(route) && !mustLogIn(site.loginToHome, false, route));
}

export interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

export function sitemapUrls(origin: string, site: SitemapSite, routes: readonly string[]): SitemapUrl[] {
  return routes.flatMap((route) => {
    const alternates = languageAlternates(origin, route, site);
    return Object.keys(site.languageChoices).map((code) => ({ loc: pageUrl(origin, route, code, site), alternates }));
  });
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const links = Object.entries(u.alternates)
        .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${xml(u.loc)}</loc>\n${links}\n  </url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}
