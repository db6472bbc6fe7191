import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { findLotteryGame, getLotteryDraws, getVnLotteryMenus, getVnNumbersOpened } from '@/lib/platform/games';
import { localizedPath } from '@/lib/i18n/locale-path';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageMessages } from '@/components/i18n/page-messages';
import { LatestResults, LotteryDraws } from '@/components/games/lottery-draws';
import { LotteryFrame } from '@/components/games/lottery-frame';
import { LotteryMenuList } from '@/components/games/lottery-menu';
import { VnRecentGames } from '@/components/games/vn-recent';
import { PageAlternates } from '@/components/seo/page-alternates';

/** Results listed on the page, newest first (the platform keeps 100). */
const RESULTS_SHOWN = 30;

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ gameCode?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  return pageMetadata(params, (site) => ({ path: '/vnlottery', title: t('vnLotteryTitle'), description: t('vnLotteryDescription', { brand: site.brandName }) }));
}

/**
 * /vnlottery (?gameCode=): the Vietnamese lottery (lottoArea VN) of a merchant that has it (its own menu has games;
 * the navigation links it then): its regions, the lottery itself for a member, and for everyone each
 * region's latest numbers, next draw and the latest results. Only placing a bet needs a login.
 */
export default async function VnLotteryPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/vnlottery');
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const query = await searchParams;
  const [menus, draws, results, t] = await Promise.all([
    getVnLotteryMenus(site.merchantCode, platformLanguage).catch(() => []),
    getLotteryDraws(site.merchantCode, platformLanguage).catch(() => []),
    getVnNumbersOpened(site.merchantCode, platformLanguage).catch(() => []),
    getTranslations('GamePages'),
  ]);
  const vnMenus = menus.filter((m) => m.games.length > 0);
  if (vnMenus.length === 0) notFound();
  const game = findLotteryGame(vnMenus, query.gameCode);
  const path = localizedPath('/vnlottery', locale, site.defaultLanguage);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6">
      <PageAlternates params={params} path="/vnlottery" />
      <h1 className="text-2xl font-bold">{game ? game.name : t('vnLotteryTitle')}</h1>
      <LotteryMenuList menus={vnMenus} path={path} current={game?.code ?? null} label={t('lotteryMenu')} lobbyLabel={t('lotteryLobby')} />
      <PageMessages namespaces={PAGE_NAMESPACES.games}>
        <VnRecentGames />
        <LotteryFrame key={game?.code ?? 'lobby'} request={{ ...(game ? { gameCode: game.code } : {}), gameType: 'LOTT', prizeMode: 'Lott', area: 'VN' }} title={game?.name ?? t('vnLotteryTitle')} />
      </PageMessages>
      <LotteryDraws games={game ? [game] : vnMenus.flatMap((m) => m.games)} draws={draws} path={path} />
      <LatestResults results={results.filter((r) => !game || r.gameCode === game.code).slice(0, RESULTS_SHOWN)} />
    </div>
  );
}
