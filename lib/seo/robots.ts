/**
 * A merchant's robots.txt: everything may be crawled but the member and agent centres, the game frames, the personal
 * lists and the site's API, in every language prefix; and where the sitemap is. Pure.
 */
import { localizedPath } from '@/lib/i18n/locale-path';
import type { SiteLanguages } from './urls';

/** Routes crawlers are kept out of (their pages also say noindex). */
export const PRIVATE_ROUTES = ['/member', '/agent', '/game', '/seamless', '/favorite'] as const;

export function robotsTxt(origin: string, site: Pick<SiteLanguages, 'languages' | 'defaultLanguage'>): string {
  const disallow = [
    '/api/',
    ...site.languages.flatMap((language) => PRIVATE_ROUTES.map((route) => localizedPath(route, language, site.defaultLanguage))),
  ];
  return ['User-agent: *', 'Allow: /', ...[...new Set(disallow)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
