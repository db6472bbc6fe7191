import { getNavCategories } from '@/lib/platform/games';
import { platformLanguage } from '@/lib/i18n/site-languages';
import { hostSite, unavailableFile } from '@/lib/seo/host-site';
import { sitemapRoutes, sitemapUrls, sitemapXml } from '@/lib/seo/sitemap';

/** /sitemap.xml of the request's merchant: its public pages in each of its language choices (lib/seo/sitemap.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const found = await hostSite((await params).host);
  if (found.kind !== 'ok') return unavailableFile(found.kind);
  const { site, origin } = found;
  // The categories a merchant has do not depend on the language: its default language's list names them.
  let categories;
  try {
    categories = await getNavCategories(site.merchantCode, platformLanguage(site, site.defaultLanguage));
  } catch {
    return unavailableFile('unavailable');
  }
  const sitemapSite = { languages: site.languages, defaultLanguage: site.defaultLanguage, languageChoices: site.languageChoices, loginToHome: site.features.loginToHome };
  const routes = sitemapRoutes(sitemapSite, categories.map((c) => c.path));
  return new Response(sitemapXml(sitemapUrls(origin, sitemapSite, routes)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
