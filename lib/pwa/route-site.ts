import 'server-only';
import { createRequestContext } from '@/lib/request/context';
import { sameHost } from '@/lib/request/page-access';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { shownLanguage } from '@/lib/i18n/site-languages';
import type { Site } from '@/lib/platform/site';

/** `locale` is the language as the address names it, `shownIn` the catalog its texts are in. */
export type AppFileSite = { kind: 'ok'; site: Site; locale: string; shownIn: CatalogLocale } | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * The merchant of an app file (manifest, icon, offline page) under app/[host]/[locale]: the Host header's merchant, in a
 * language it offers, as for its pages. No session is read: these files are the same for everyone.
 */
export async function appFileSite(params: Promise<{ host: string; locale: string }>): Promise<AppFileSite> {
  const { host, locale } = await params;
  const context = await createRequestContext();
  if (context.site.kind === 'unavailable') return { kind: 'unavailable' };
  if (context.site.kind !== 'ok' || !sameHost(host, context.host)) return { kind: 'not-found' };
  const { site } = context.site;
  if (!site.languages.includes(locale)) return { kind: 'not-found' };
  return { kind: 'ok', site, locale, shownIn: shownLanguage(site, locale) };
}

/** The answer when there is no merchant file to give. */
export function noAppFile(result: Exclude<AppFileSite, { kind: 'ok' }>): Response {
  return new Response(result.kind === 'unavailable' ? 'Service unavailable' : 'Not found', {
    status: result.kind === 'unavailable' ? 503 : 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
