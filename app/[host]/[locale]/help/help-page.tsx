import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess, type PageAccess } from '@/lib/request/page-access';
import { helpCentrePath } from '@/lib/tenant/gates';
import { getAnnouncements } from '@/lib/platform/system';
import { getHelpArticles } from '@/lib/platform/help';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { HelpCentre } from '@/components/help/help-centre';
import { HelpDialog } from '@/components/help/help-dialog';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageAlternates } from '@/components/seo/page-alternates';

type Params = Promise<{ host: string; locale: string }>;

/** How site links inside the articles are written for this visitor (the page's language, the help path they may read). */
function articleLinks({ site, locale, member }: PageAccess) {
  return { locale, defaultLanguage: site.defaultLanguage, helpPath: helpCentrePath(site.features.loginToHome, member !== null) };
}

/**
 * The help centre's title and description, wherever it shows (/help, /helpmc, the dialog): one help centre, two
 * addresses, and the canonical one is /helpmc where login-to-home closes /help to visitors.
 */
export async function helpMetadata(params: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  return pageMetadata(params, (site) => ({ path: helpCentrePath(site.features.loginToHome, false), title: t('title'), description: t('description') }));
}

/** What /help and /helpmc render: the same articles, help notices and help banners, under each route's own gate. */
export async function helpPage(params: Params, route: '/help' | '/helpmc') {
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, platformLanguage } = access;
  const [articles, announcements] = await Promise.all([
    getHelpArticles(site.merchantCode, platformLanguage),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
  ]);
  const banners = announcements ? bannersForRoute(announcements.banners, '/help') : [];
  return (
    <>
      <PageAlternates params={params} path={helpCentrePath(site.features.loginToHome, false)} />
      <HelpCentre
        articles={articles}
        notices={announcements?.help ?? []}
        banners={banners}
        brandName={site.brandName}
        gmtOffsetMinutes={site.gmtOffsetMinutes}
        links={articleLinks(access)}
      />
    </>
  );
}

/**
 * The help centre opened from home's own links (app/[host]/[locale]/(home)/@modal/(.)help): the same articles in a
 * dialog over home, under /help's gate. Articles the platform cannot give now are said inside the dialog.
 */
export async function helpDialog(params: Params) {
  const access = await pageAccess(params, '/help');
  if (!access) return null;
  const { site, platformLanguage } = access;
  const [articles, announcements, t, tc] = await Promise.all([
    getHelpArticles(site.merchantCode, platformLanguage).catch(() => null),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
    getTranslations('Help'),
    getTranslations('Common'),
  ]);
  return (
    <HelpDialog title={t('title')} description={t('intro', { brand: site.brandName })} closeLabel={tc('close')}>
      {articles ? (
        <HelpCentre
          articles={articles}
          notices={announcements?.help ?? []}
          banners={[]}
          brandName={site.brandName}
          gmtOffsetMinutes={site.gmtOffsetMinutes}
          links={articleLinks(access)}
          inDialog
        />
      ) : (
        <p role="alert" className="text-ink-muted">
          {tc('errorText')}
        </p>
      )}
    </HelpDialog>
  );
}
