import { ImageResponse } from 'next/og';
import { shownLanguage } from '@/lib/i18n/site-languages';
import { sessionSecret } from '@/lib/session/options';
import { hostSite, unavailableFile } from '@/lib/seo/host-site';
import { fontsFor, showsTitle } from '@/lib/seo/og-fonts';
import { OG_IMAGE_SIZE, OG_TITLE_MAX, verifyOgTitle } from '@/lib/seo/og-image';
import { darken, safeColor } from '@/lib/seo/colors';

/**
 * /og-image.png?l=<language>&t=<title>&s=<signature>: a page's share image (lib/seo/og-image.ts), 1200 × 630, in the
 * brand's colours with its name, the page's title and the host. Without a valid signature, the brand's own image.
 * Right-to-left titles are left out: the renderer cannot lay them out, and a wrong-way title is worse than none.
 * A title or brand name the fonts cannot draw whole (lib/seo/og-fonts.ts) is left out too: the brand, or the host, instead.
 * So are texts in the scripts the renderer cannot shape (Bengali, Devanagari, Khmer, Lao, Burmese), which no font holds.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const found = await hostSite((await params).host);
  if (found.kind !== 'ok') return unavailableFile(found.kind);
  const { site, host } = found;
  const query = new URL(request.url).searchParams;
  const asked = query.get('l') ?? '';
  const locale = site.languages.includes(asked) ? asked : site.defaultLanguage;
  const title = (query.get('t') ?? '').slice(0, OG_TITLE_MAX);
  const signed = locale === asked && title !== '' && (await verifyOgTitle(sessionSecret(), host, locale, title, query.get('s') ?? ''));
  // The title is in the catalog the page is shown in: its direction and fonts are that catalog's.
  const shownIn = shownLanguage(site, locale);
  const showTitle = signed && showsTitle(title, site.brandName, shownIn);

  const { fonts, texts } = fontsFor([site.brandName, showTitle ? title : '', host], shownIn);
  const [brand = '', pageTitle = '', hostName = ''] = texts;
  const primary = safeColor(site.colors.primary, '#1f2937');
  const ink = safeColor(site.colors.primaryText, '#ffffff');
  const accent = safeColor(site.colors.accent, '#f59e0b');
  const headline = pageTitle || brand || hostName;

  return new ImageResponse(
    (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          height: '100%',
          padding: 72,
          color: ink,
          backgroundImage: `linear-gradient(135deg, ${primary} 0%, ${darken(primary, 0.45)} 100%)`,
          fontFamily: fonts.map((f) => f.name).join(', '),
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 96,
              height: 96,
              borderRadius: 48,
              backgroundColor: accent,
              color: darken(primary, 0.3),
              fontSize: 56,
              marginRight: 28,
            }}
          >
            {[...(brand || hostName)][0]?.toUpperCase() ?? ''}
          </div>
          {pageTitle && brand ? <div style={{ display: 'flex', fontSize: 48 }}>{brand}</div> : null}
        </div>
        <div style={{ display: 'flex', fontSize: headline.length > 40 ? 64 : 84, lineHeight: 1.2, maxHeight: 210, overflow: 'hidden' }}>
          {headline}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 34 }}>
          <div style={{ display: 'flex', opacity: 0.9 }}>{hostName}</div>
          <div style={{ display: 'flex', width: 180, height: 14, borderRadius: 7, backgroundColor: accent }} />
        </div>
      </div>
    ),
    {
      ...OG_IMAGE_SIZE,
      fonts,
      headers: { 'Cache-Control': 'public, max-age=86400' },
    },
  );
}
