import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { helpCentrePath } from '@/lib/tenant/gates';
import { getAnnouncements } from '@/lib/platform/system';
import { getHelpArticles } from '@/lib/platform/help';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { HelpCentre } from '@/components/help/help-centre';

/**
 * The metadata of /help and /helpmc: one help centre at two addresses, whose canonical one is /help, or /helpmc where
 * login-to-home closes /help to visitors.
 */
export async function helpMetadata(params: Promise<{ host: string; locale: string }>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  return pageMetadata(params, (site) => ({ path: helpCentrePath(site.features.loginToHome, false), title: t('title'), description: t('description') }));
}

/** What /help and /helpmc render: the same articles, help notices and help banners, under each route's own gate. */
export async function helpPage(params: Promise<{ host: string; locale: string }>, route: '/help' | '/helpmc') {
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, locale, platformLanguage, member } = access;
  const [articles, announcements] = await Promise.all([
    getHelpArticles(site.merchantCode, platformLanguage),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
  ]);
  const banners = announcements ? bannersForRoute(announcements.banners, '/help') : [];
  const links = { locale, defaultLanguage: site.defaultLanguage, helpPath: helpCentrePath(site.features.loginToHome, member !== null) };
  return (
    <HelpCentre
      articles={articles}
      notices={announcements?.help ?? []}
      banners={banners}
      brandName={site.brandName}
      gmtOffsetMinutes={site.gmtOffsetMinutes}
      links={links}
    />
  );
}
