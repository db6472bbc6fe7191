import { getTranslations } from 'next-intl/server';
import { buildWebManifest } from '@/lib/pwa/manifest';
import { appFileSite, noAppFile } from '@/lib/pwa/route-site';

interface Context {
  params: Promise<{ host: string; locale: string }>;
}

/** /manifest.webmanifest (and /vi/manifest.webmanifest): the merchant's web app manifest in that language. */
export async function GET(_request: Request, { params }: Context) {
  const result = await appFileSite(params);
  if (result.kind !== 'ok') return noAppFile(result);
  const { site, locale, shownIn } = result;
  const t = await getTranslations({ locale: shownIn, namespace: 'Download' });
  const manifest = buildWebManifest(site, locale, t('manifestDescription', { brand: site.brandName }), shownIn);
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
