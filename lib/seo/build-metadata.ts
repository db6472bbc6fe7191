/**
 * A page's metadata for search engines and link previews, built from plain inputs (lib/seo/metadata.ts gathers them
 * for a request): the title in the brand's template, the description, the canonical URL, Open Graph and Twitter cards with the page's share image.
 * A page that must not be indexed gets its title and `noindex` only.
 */
import type { Metadata } from 'next';
import { canonicalLanguage, openGraphLocale, pageUrl, type SiteLanguages } from './urls';
import { OG_IMAGE_SIZE } from './og-image';

export interface PageSeoInput {
  site: SiteLanguages & { brandName: string };
  /** The page's language as its address names it. */
  locale: string;
  /** The catalog its text is in (the page's own language when the site has its catalog). */
  shownIn: string;
  /** The request's origin, e.g. "https://vn88.example". */
  origin: string;
  /** The route without its locale prefix, e.g. "/promotions". */
  path: string;
  /** A query that is part of the page's identity (e.g. "?id=12" for a promotion), else none. */
  query?: string;
  /** The whole title, brand included. */
  title: string;
  description: string;
  /** The share image's absolute URL (lib/seo/og-image.ts). */
  imageUrl: string;
  /** The image's alternative text: the page title without the brand. */
  imageAlt: string;
  index: boolean;
}

export function buildPageMetadata(input: PageSeoInput): Metadata {
  const { site, locale, shownIn, origin, path, query = '', title, description } = input;
  if (!input.index) return { title: { absolute: title }, description, robots: { index: false, follow: false } };
  const canonical = pageUrl(origin, path, canonicalLanguage(site, locale, shownIn), site, query);
  const image = { url: input.imageUrl, width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt: input.imageAlt, type: 'image/png' };
  return {
    title: { absolute: title },
    description,
    robots: { index: true, follow: true },
    // The hreflang alternates are the page's own (components/seo/page-alternates.tsx): in Next's metadata they would
    // come again in the flight data.
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: site.brandName,
      title,
      description,
      url: canonical,
      locale: openGraphLocale(shownIn),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** "%s | {brand}" → "Promotions | VN88": the brand's title template applied to a page title. */
export function applyTitleTemplate(template: string, pageTitle: string): string {
  return template.includes('%s') ? template.replace('%s', pageTitle) : `${pageTitle} | ${template}`;
}
