import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { findLotteryGame, getLotteryDraws, getLotteryMenus } from '@/lib/platform/games';
import { localizedPath } from '@/lib/i18n/locale-path';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageMessages } from '@/components/i18n/page-messages';
import { LotteryDraws } from '@/components/games/lottery-draws';
import { LotteryFrame } from '@/components/games/lottery-frame';
import { LotteryMenuList } from '@/components/games/lottery-menu';
import { VnRecentGames } from '@/components/games/vn-recent';
import { LotteryFavourites } from '@/components/games/lottery-favourites';
import { readLotteryLink } from '@/lib/games/lottery-link';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ gameCode?: string | string[]; playType?: string | string[]; gameType?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  return pageMetadata(params, (site) => ({ path: '/lottery', title: t('lotteryTitle'), description: t('lotteryDescription', { brand: site.brandName }) }));
}

/**
 * /lottery (?gameCode=&playType=, or ?gameType=ELOTT from the navigation): the lottery games by group, the lottery
 * itself (opened at once for a member: the lobby, or the chosen game's betting view at the play type asked for), and
 * every game's latest numbers and next draw, which everyone sees: only placing a bet needs a login. A gameCode that is
 * not one of the merchant's games opens the lobby; a play type lotteries do not have opens the game at its first.
 */
export default async function LotteryPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/lottery');
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const query = await searchParams;
  const [menus, draws, t] = await Promise.all([
    getLotteryMenus(site.merchantCode, platformLanguage).catch(() => []),
    getLotteryDraws(site.merchantCode, platformLanguage).catch(() => []),
    getTranslations('GamePages'),
  ]);
  const game = findLotteryGame(menus, query.gameCode);
  const { playType, gameType } = readLotteryLink(query, game !== null);
  const request = {
    ...(game ? { gameCode: game.code } : {}),
    ...(playType ? { playType } : {}),
    gameType,
    prizeMode: gameType === 'ELOTT' ? ('Elott' as const) : ('Lott' as const),
  };
  const path = localizedPath('/lottery', locale, site.defaultLanguage);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6">
      <PageAlternates params={params} path="/lottery" />
      <h1 className="text-2xl font-bold">{game ? game.name : t('lotteryTitle')}</h1>
      {menus.length > 0 && <LotteryMenuList menus={menus} path={path} current={game?.code ?? null} label={t('lotteryMenu')} lobbyLabel={t('lotteryLobby')} />}
      <PageMessages namespaces={PAGE_NAMESPACES.games}>
        <LotteryFavourites games={menus.flatMap((m) => m.games.map((g) => ({ code: g.code, name: g.name })))} current={game ? { code: game.code, name: game.name } : null} />
        <VnRecentGames />
        <LotteryFrame key={JSON.stringify(request)} request={request} title={game?.name ?? t('lotteryTitle')} />
      </PageMessages>
      <LotteryDraws games={game ? [game] : menus.flatMap((m) => m.games)} draws={draws} path={path} />
    </div>
  );
}
