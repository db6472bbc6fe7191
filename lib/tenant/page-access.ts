import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRequestSite } from './request-site';
import { mustLogIn } from './gates';
import type { Site, SiteStatus } from './types';
import { readMemberSession, type MemberSession } from '@/lib/session/session';
import { localizedPath } from '@/lib/i18n/locale-path';

export interface PageAccess {
  site: Site;
  status: SiteStatus;
  locale: string;
  member: MemberSession | null;
}

/**
 * Every merchant page starts here: the same gates as proxy.ts, applied where the page reads its data. Returns null
 * when the site is gated (the root layout shows the maintenance or restriction screen instead of the page).
 */
export async function pageAccess(params: Promise<{ host: string; locale: string }>, route: string): Promise<PageAccess | null> {
  const { host, locale } = await params;
  setRequestLocale(locale);
  const request = await getRequestSite(host);
  if (request.kind !== 'ok' || !request.site.languages.includes(locale)) notFound();
  if (request.status.gate !== 'open') return null;
  const member = await readMemberSession(request.site.merchantCode);
  if (mustLogIn(request.site.features.loginToHome, member !== null, route)) {
    redirect(localizedPath('/login', locale, request.site.defaultLanguage));
  }
  return { site: request.site, status: request.status, locale, member };
}
