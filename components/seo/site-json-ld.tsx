import 'server-only';
import { headers } from 'next/headers';
import type { Site } from '@/lib/platform/site';
import { searchCatalogue, serializeJsonLd, siteJsonLd } from '@/lib/seo/json-ld';
import { originOf } from '@/lib/seo/urls';
import { shownLanguage } from '@/lib/i18n/site-languages';

/**
 * The home page's structured data (Organization, WebSite with its game search), in a JSON-LD script that carries the
 * request's CSP nonce.
 */
export async function SiteJsonLd({ site, locale, categories }: { site: Site; locale: string; categories: readonly { category: string }[] }) {
  const h = await headers();
  const origin = originOf(h);
  if (!origin) return null;
  const data = siteJsonLd({ site, origin, locale, shownIn: shownLanguage(site, locale), searchPath: searchCatalogue(categories) });
  return <script type="application/ld+json" nonce={h.get('x-nonce') ?? undefined} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
