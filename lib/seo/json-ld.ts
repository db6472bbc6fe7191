/**
 * Structured data (schema.org JSON-LD) of a merchant's home page: the Organization (name, logo, profiles) and the
 * WebSite with a SearchAction on the game search, when the merchant has a catalogue that searches. Pure.
 */
import { CATALOGUES } from '@/lib/games/catalogue';
import { pageUrl, type SiteLanguages } from './urls';

export interface JsonLdSite extends SiteLanguages {
  brandName: string;
  logoUrl: string;
  socials: { url: string }[];
}

/** The query placeholder of a SearchAction's URL template. */
const SEARCH_TERM = 'search_term_string';

/**
 * The catalogue whose name search the site's SearchAction points at: slots first (the largest), else the first other
 * catalogue with a search box (not the lobby pages) that the merchant has vendors for. Null when none has.
 */
export function searchCatalogue(categories: readonly { category: string }[]): string | null {
  const searchable = CATALOGUES.filter((c) => c.layout === 'games' && categories.some((n) => n.category === c.gameType));
  return searchable[0]?.route ?? null;
}

/** `locale` names the page's address, `shownIn` the language its text is in (the page's own when it has a catalog). */
export function siteJsonLd(input: { site: JsonLdSite; origin: string; locale: string; shownIn?: string; searchPath: string | null }): Record<string, unknown> {
  const { site, origin, locale, shownIn = locale, searchPath } = input;
  const home = pageUrl(origin, '/', locale, site);
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.brandName,
    url: pageUrl(origin, '/', site.defaultLanguage, site),
    logo: site.logoUrl,
    ...(site.socials.length > 0 ? { sameAs: site.socials.map((s) => s.url) } : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: site.brandName,
    url: home,
    inLanguage: shownIn,
    publisher: { '@id': organization['@id'] },
    ...(searchPath
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(origin, searchPath, locale, site)}?q={${SEARCH_TERM}}` },
            'query-input': `required name=${SEARCH_TERM}`,
          },
        }
      : {}),
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}

/**
 * JSON for inside a <script> element: "<", ">", "&" and the line separators escaped, so no text from the platform (a
 * brand name with "</script>") can end the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
