import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { decideGate } from '@/lib/tenant/gates';
import { localizedPath } from '@/lib/i18n/locale-path';
import { platformLanguage } from '@/lib/i18n/site-languages';
import type { Site, SiteStatus } from '@/lib/platform/site';
import type { MemberSession } from '@/lib/session/seal';
import { getRequestContext } from './context';

export interface PageAccess {
  site: Site;
  status: SiteStatus;
  /** The page's language as its address names it (links keep it); its texts are in next-intl's locale, the catalog shown. */
  locale: string;
  /** The same language as the platform names it: what the page's platform calls ask in (banners, notices, games). */
  platformLanguage: string;
  member: MemberSession | null;
}

/**
 * Every merchant page starts here: the request context, then decideGate with the real session (proxy.ts only looked at
 * the cookie's presence). Returns null when the site is gated: the root layout shows the gate screen instead.
 */
export async function pageAccess(params: Promise<{ host: string; locale: string }>, route: string): Promise<PageAccess | null> {
  const { host, locale } = await params;
  setRequestLocale(locale);
  const context = await getRequestContext();
  const { site: lookup } = context;
  if (lookup.kind !== 'ok' || !sameHost(host, context.host) || !lookup.site.languages.includes(locale)) notFound();
  const { site, status } = lookup;
  const member = await context.member();
  const decision = decideGate({
    pathname: localizedPath(route, locale, site.defaultLanguage),
    search: '',
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    gate: status.gate,
    loginToHome: site.features.loginToHome,
    loggedIn: member !== null,
  });
  if (decision.kind === 'redirect') redirect(decision.location);
  if (decision.gate !== 'open') return null;
  return { site, status, locale, platformLanguage: platformLanguage(site, locale), member };
}

/**
 * The [host] path segment must be the Host header's host: a path naming another host (a request that skipped
 * proxy.ts) shows nothing of that brand.
 */
export function sameHost(segment: string, host: string | null): boolean {
  try {
    return host !== null && decodeURIComponent(segment) === host;
  } catch {
    return false;
  }
}
