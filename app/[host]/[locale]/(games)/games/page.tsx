import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  getHotGames, getLobbyGames, getLotteryMenus, getNavCategories, getVnLotteryMenus, hasInHouseGames, navEntries, searchGames, type Game,
} from '@/lib/platform/games';
import { parseCatalogueFilters } from '@/lib/games/catalogue';
import { localizedPath } from '@/lib/i18n/locale-path';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageText } from '@/components/i18n/page-text';
import { GameRows, type GameRow } from '@/components/games/game-rows';
import { MemberHomeGames } from '@/components/games/member-home-games';
import { LobbySearchForm } from '@/components/games/lobby/search-form';
import { LobbySearchResults } from '@/components/games/lobby/search-results';
import { CategoryLinks } from '@/components/games/lobby/category-links';
import { VendorLogos } from '@/components/games/lobby/vendor-logos';
import { PageAlternates } from '@/components/seo/page-alternates';

/** Games per lobby row: a swipe or two on a phone, a row and a half on a desktop. */
const LOBBY_ROW_LENGTH = 12;

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  // A search is a view of the lobby: the canonical URL has no query.
  return pageMetadata(params, (site) => ({ path: '/games', title: t('lobbyTitle'), description: t('lobbyDescription', { brand: site.brandName }) }));
}

/**
 * /games, the lobby (the Games tab opens it): a search across every game, then the member's recently played games
 * (in the browser), the hot, new and jackpot rows, every category and every provider. Rendered on the server; the
 * search is a GET form answered here, so it works without scripts.
 */
export default async function LobbyPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/games');
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const { q } = parseCatalogueFilters(await searchParams, null);
  const link = (path: string) => localizedPath(path, locale, site.defaultLanguage);
  const [categories, menus, vnMenus, t] = await Promise.all([
    getNavCategories(site.merchantCode, platformLanguage),
    getLotteryMenus(site.merchantCode, platformLanguage).catch(() => []),
    getVnLotteryMenus(site.merchantCode, platformLanguage).catch(() => []),
    getTranslations('GamePages'),
  ]);
  const [lobby, hot, inHouse, results] = await Promise.all([
    q ? null : getLobbyGames(site.merchantCode, platformLanguage, categories, LOBBY_ROW_LENGTH),
    q ? [] : getHotGames(site.merchantCode, platformLanguage).catch(() => [] as Game[]),
    hasInHouseGames(site.merchantCode, platformLanguage),
    q ? searchGames(site.merchantCode, platformLanguage, categories, q) : null,
  ]);
  const needle = q.toLocaleLowerCase(locale);
  // The Vietnamese lottery's games lead to its own page, every other lottery game to /lottery.
  const vnCodes = new Set(vnMenus.flatMap((menu) => menu.games.map((g) => g.code)));
  const lotteries = q
    ? [
        ...vnMenus.flatMap((menu) => menu.games.map((g) => ({ ...g, page: '/vnlottery' }))),
        ...menus.flatMap((menu) => menu.games.filter((g) => !vnCodes.has(g.code)).map((g) => ({ ...g, page: '/lottery' }))),
      ]
        .filter((g) => g.name.toLocaleLowerCase(locale).includes(needle))
        .map((g) => ({ name: g.name, href: link(`${g.page}?gameCode=${encodeURIComponent(g.code)}`) }))
    : [];
  const rows: GameRow[] = lobby
    ? [
        { id: 'hot', title: t('hotTitle'), href: link('/hot'), games: hot.slice(0, LOBBY_ROW_LENGTH) },
        { id: 'new', title: t('lobbyNew'), href: null, games: lobby.fresh },
        { id: 'jackpot', title: t('lobbyJackpots'), href: null, games: lobby.jackpots },
      ].filter((row) => row.games.length > 0)
    : [];

  return (
    <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-6">
      <PageAlternates params={params} path="/games" />
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('lobbyTitle')}</h1>
        <LobbySearchForm path={link('/games')} q={q} />
      </header>
      <PageText namespaces={PAGE_NAMESPACES.games}>
        {results ? (
          <LobbySearchResults q={q} groups={results} lotteries={lotteries} link={link} clearHref={link('/games')} />
        ) : (
          <>
            <MemberHomeGames />
            <GameRows rows={rows} firstScreenRows={1} />
          </>
        )}
      </PageText>
      <CategoryLinks entries={navEntries(categories, vnMenus)} inHouse={inHouse} link={link} />
      <VendorLogos categories={categories} link={link} />
    </div>
  );
}
