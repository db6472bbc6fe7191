import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/context';
import { sameHost } from '@/lib/request/page-access';
import { sessionSecret } from '@/lib/session/options';
import type { Site } from '@/lib/platform/site';
import { shownLanguage } from '@/lib/i18n/site-languages';
import { applyTitleTemplate, buildPageMetadata } from './build-metadata';
import { showsTitle } from './og-fonts';
import { ogImageUrl } from './og-image';
import { originOf } from './urls';

/** What a page says about itself; the builder adds the brand, the URLs, the languages and the share image. */
export interface PageSeo {
  /** The route without its locale prefix, as in BUILT_ROUTES: "/", "/promotions", "/help". */
  path: string;
  /** The page's title, put in the brand's template ("Promotions" → "Promotions | VN88"); `absolute` is used as it is. */
  title: string | { absolute: string };
  /** One or two sentences, in the page's language. */
  description: string;
  /** The words the share image shows; by default the page title (without the brand's template). */
  imageTitle?: string;
  /** A query that is part of the page's identity, e.g. "?id=12" (filters and paging are not). */
  query?: string;
  /** False for pages search engines must not list (personal or session-bound pages). Default true. */
  index?: boolean;
}

type Params = Promise<{ host: string; locale: string }> | { host: string; locale: string };

/** The merchant of the page being rendered, and the request's host and origin, when this request may render one. */
export async function seoContext(params: Params): Promise<{ site: Site; locale: string; host: string; origin: string; open: boolean } | null> {
  const { host: segment, locale } = await params;
  const context = await getRequestContext();
  const { site: lookup } = context;
  if (lookup.kind !== 'ok' || !context.host || !sameHost(segment, context.host) || !lookup.site.languages.includes(locale)) return null;
  const h = await headers();
  const origin = originOf(h);
  if (!origin) return null;
  return { site: lookup.site, locale, host: context.host, origin, open: lookup.status.gate === 'open' };
}

/**
 * A page's whole metadata, in one call from its generateMetadata:
 *
 *   export async function generateMetadata({ params }: Props) {
 *     const t = await getTranslations({ locale: (await params).locale, namespace: 'Promotions' });
 *     return pageMetadata(params, { path: '/promotions', title: t('title'), description: t('description') });
 *   }
 *
 * The page renders its hreflang alternates itself, with the same path and query (components/seo/page-alternates.tsx):
 *
 *   <PageAlternates params={params} path="/promotions" />
 *
 * `seo` may be a function of the merchant, for texts that name the brand:
 *   pageMetadata(params, (site) => ({ path: '/', title: …, description: t('description', { brand: site.brandName }) }))
 */
export async function pageMetadata(params: Params, seo: PageSeo | ((site: Site) => PageSeo)): Promise<Metadata> {
  const found = await seoContext(params);
  // Not this merchant's page (the layout shows "site not found"): nothing to add.
  if (!found) return {};
  const { site, locale, host, origin, open } = found;
  if (typeof seo === 'function') seo = seo(site);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const pageTitle = seo.imageTitle ?? (typeof seo.title === 'string' ? seo.title : seo.title.absolute);
  const title = typeof seo.title === 'string' ? applyTitleTemplate(t('titleTemplate', { brand: site.brandName }), seo.title) : seo.title.absolute;
  const shownIn = shownLanguage(site, locale);
  return buildPageMetadata({
    site,
    locale,
    shownIn,
    origin,
    path: seo.path,
    query: seo.query,
    title,
    description: seo.description,
    imageUrl: await ogImageUrl(origin, sessionSecret(), host, locale, pageTitle),
    // What the image shows: the page's title where it draws it, else the brand.
    imageAlt: showsTitle(pageTitle, site.brandName, shownIn) ? pageTitle : site.brandName,
    index: open && seo.index !== false,
  });
}
