import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { getAnnouncements } from '@/lib/platform/system';
import { getHomeGames, getLotteryBoard, getNavCategories } from '@/lib/platform/games';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { NoticeList } from '@/components/home/notice-list';
import { formatBrandTime } from '@/lib/format/brand-time';
import { HomeGameRows } from '@/components/games/home-game-rows';
import { HotMatches } from '@/components/sports/hot-matches';
import { getHotMatches } from '@/lib/platform/sports';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LotteryBoard } from '@/components/games/lottery-board';
import { MemberHomeGames } from '@/components/games/member-home-games';
import { PageText } from '@/components/i18n/page-text';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { PopupNotices } from '@/components/service/popup-notices';
import { PageAlternates } from '@/components/seo/page-alternates';

/** Games per home row: a swipe or two on a phone, one row on a desktop. */
const HOME_ROW_LENGTH = 6;
/** Hot matches on home: one row of cards on a desktop; the sports page shows them all. */
const HOME_MATCHES = 4;

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getTranslations({ locale, namespace: 'Seo' })]);
  // The brand first on its home page.
  return pageMetadata(params, (site) => ({
    path: '/',
    title: { absolute: `${site.brandName} | ${t('title')}` },
    imageTitle: t('heading', { brand: site.brandName }),
    description: ts('homeDescription', { brand: site.brandName }),
  }));
}

/** Home (also /index, /index.html, /home): rendered on the server with the merchant's banners, games by category and notices. */
export default async function HomePage({ params }: Props) {
  const access = await pageAccess(params, '/');
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const [announcements, categories, board, t] = await Promise.all([
    getAnnouncements(site.merchantCode, platformLanguage),
    getNavCategories(site.merchantCode, platformLanguage),
    getLotteryBoard(site.merchantCode, platformLanguage),
    getTranslations('Home'),
  ]);
  const [games, matches] = await Promise.all([
    getHomeGames(site.merchantCode, platformLanguage, categories, HOME_ROW_LENGTH),
    // Matches the platform cannot give leave their strip out; home is drawn all the same.
    getHotMatches(site.merchantCode, platformLanguage, categories).catch(() => []),
  ]);

  return (
    <div className="mx-auto flex max-w-content flex-col gap-8 px-4 py-6">
      <PageAlternates params={params} path="/" />
      <BannerCarousel banners={bannersForRoute(announcements.banners, '/')} variant="home" />
      <h1 className="sr-only">{t('heading', { brand: site.brandName })}</h1>
      <SiteJsonLd site={site} locale={locale} categories={categories} />
      <PageText namespaces={PAGE_NAMESPACES.games}>
        <MemberHomeGames />
        <HomeGameRows games={games} locale={locale} defaultLanguage={site.defaultLanguage} />
        <HotMatches
          matches={matches.slice(0, HOME_MATCHES)}
          locale={locale}
          gmtOffsetMinutes={site.gmtOffsetMinutes}
          seeAll={localizedPath('/sports', locale, site.defaultLanguage)}
          className="below-fold [--below-fold-height:15rem]"
        />
        <LotteryBoard board={board} locale={locale} defaultLanguage={site.defaultLanguage} currency={site.currency} gmtOffsetMinutes={site.gmtOffsetMinutes} />
      </PageText>
      <section aria-labelledby="home-notices" className="below-fold rounded-xl border border-line bg-surface-raised p-4 [--below-fold-height:24rem]">
        <h2 id="home-notices" className="mb-2 text-xl font-bold">
          {t('notices')}
        </h2>
        {announcements.notices.length > 0 ? (
          <NoticeList notices={announcements.notices.map((n) => ({ ...n, timeLabel: formatBrandTime(n.time, site.gmtOffsetMinutes) }))} />
        ) : (
          <p className="text-ink-muted">{t('noNotices')}</p>
        )}
      </section>
      {/* The merchant's popup notices, once per browser session (components/service/popup-notices.tsx). */}
      {announcements.popup.length > 0 ? <PopupNotices /> : null}
    </div>
  );
}
