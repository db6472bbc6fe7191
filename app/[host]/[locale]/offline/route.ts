import { getTranslations } from 'next-intl/server';
import { offlinePageHtml } from '@/lib/pwa/offline-page';
import { appFileSite, noAppFile } from '@/lib/pwa/route-site';

interface Context {
  params: Promise<{ host: string; locale: string }>;
}

/**
 * /offline (and /vi/offline): the page the service worker shows when a page cannot load. The same for every visitor (no
 * session is read), so the worker may keep it. Its <style> carries the nonce proxy.ts gave this request (and names in
 * the response's policy); from the page cache, each response gets its own in both places.
 */
export async function GET(request: Request, { params }: Context) {
  const result = await appFileSite(params);
  if (result.kind !== 'ok') return noAppFile(result);
  const { site, shownIn } = result;
  const t = await getTranslations({ locale: shownIn, namespace: 'Download' });
  const html = offlinePageHtml({
    brandName: site.brandName,
    colors: site.colors,
    lang: shownIn,
    texts: { title: t('offline.title'), text: t('offline.text', { brand: site.brandName }), retry: t('offline.retry') },
    nonce: request.headers.get('x-nonce'),
  });
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' },
  });
}
