import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { getAnnouncements } from '@/lib/platform/system';
import { getGamePage, getNavCategories } from '@/lib/platform/games';
import type { GameListType } from '@site/platform-contract/games';
import { catalogueFor, catalogueSearch, parseCatalogueFilters } from '@/lib/games/catalogue';
import { localizedPath } from '@/lib/i18n/locale-path';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { PageMessages } from '@/components/i18n/page-messages';
import { CatalogueFilterBar } from '@/components/games/catalogue-filters';
import { GameGrid } from '@/components/games/game-grid';
import { PvpRoomList } from '@/components/games/pvp-rooms';
import { HotMatches } from '@/components/sports/hot-matches';
import { getHotMatches } from '@/lib/platform/sports';
import { PageAlternates } from '@/components/seo/page-alternates';

export interface CatalogueProps {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The title and description of a catalogue page, per merchant and language (crawlable). */
export async function catalogueMetadata({ params }: CatalogueProps, gameType: GameListType): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  // Filters and searches are views of the one catalogue: the canonical URL has no query.
  return pageMetadata(params, (site) => ({
    path: catalogueFor(gameType).route,
    title: t(`catalogue.${gameType}.title`),
    description: t(`catalogue.${gameType}.description`, { brand: site.brandName }),
  }));
}

/**
 * A game catalogue (/rng, /live, …): the route's banners, the filters, and the first page of games rendered on the
 * server for the merchant and language; the grid then loads the next pages as the visitor scrolls. The sports page
 * shows the hot matches above its vendors' lobbies.
 */
export async function CataloguePage({ params, searchParams }: CatalogueProps, gameType: GameListType) {
  const { route, layout } = catalogueFor(gameType);
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const query = await searchParams;
  const [categories, announcements, t, tg] = await Promise.all([
    getNavCategories(site.merchantCode, platformLanguage),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
    getTranslations('GamePages'),
    getTranslations('Games'),
  ]);
  // A category this merchant has no vendor for shows its empty list (the navigation does not link to it).
  const vendors = categories.find((c) => c.category === gameType)?.vendors ?? [];
  const filters = parseCatalogueFilters(query, vendors.map((v) => v.code));
  const [first, matches] = await Promise.all([
    getGamePage(site.merchantCode, platformLanguage, gameType, layout === 'lobbies' ? { ...filters, vendor: null, classify: null } : filters),
    // Matches the platform cannot give leave their strip out; the lobbies are shown all the same.
    gameType === 'SPORTS' ? getHotMatches(site.merchantCode, platformLanguage, categories).catch(() => []) : [],
  ]);
  const path = localizedPath(route, locale, site.defaultLanguage);
  const banners = announcements ? bannersForRoute(announcements.banners, route) : [];

  return (
    <div className="mx-auto flex max-w-content flex-col gap-5 px-4 py-6">
      <PageAlternates params={params} path={route} />
      {banners.length > 0 && <BannerCarousel banners={banners} variant="page" />}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t(`catalogue.${gameType}.title`)}</h1>
        <p className="text-sm text-ink-muted">{layout === 'lobbies' ? t('lobbiesIntro', { count: first.totalCount }) : tg('gamesCount', { count: first.totalCount })}</p>
      </header>
      {layout === 'games' && (
        <CatalogueFilterBar
          gameType={gameType}
          path={path}
          link={(to) => localizedPath(to, locale, site.defaultLanguage)}
          filters={filters}
          vendors={vendors.map((v) => ({ code: v.code, name: v.name }))}
          classifies={first.classifies}
          applies={first.filters}
          currency={site.currency}
        />
      )}
      <PageMessages namespaces={PAGE_NAMESPACES.games}>
        {gameType === 'PVP' && <PvpRoomList />}
        <HotMatches matches={matches} locale={locale} gmtOffsetMinutes={site.gmtOffsetMinutes} />
        <GameGrid
          key={catalogueSearch(filters)}
          type={gameType}
          search={layout === 'games' ? catalogueSearch(filters) : ''}
          first={first}
          firstLabels={{ count: tg('gamesCount', { count: first.totalCount }), end: tg('endOfList', { count: first.games.length }) }}
        />
      </PageMessages>
    </div>
  );
}
