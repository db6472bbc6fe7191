import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { findLotteryGame, getLotteryMenus } from '@/lib/platform/games';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageMessages } from '@/components/i18n/page-messages';
import { LotteryFrame } from '@/components/games/lottery-frame';
import { BackLink } from '@/components/games/back-link';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ gameCode?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  return { title: t('vnLotteryTitle'), robots: { index: false } };
}

/**
 * /vnlottery (?gameCode=): the Vietnamese lottery (lottoArea VN), login required, over the whole window: the side
 * and top bars are hidden (spec §2 "Layout"), with a way back.
 */
export default async function VnLotteryPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/vnlottery');
  if (!access) return null;
  const { site, locale } = access;
  const query = await searchParams;
  const [menus, t] = await Promise.all([getLotteryMenus(site.merchantCode, locale).catch(() => []), getTranslations('GamePages')]);
  const game = findLotteryGame(menus, query.gameCode);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.games}>
      <div className="fixed inset-0 z-40 flex flex-col bg-surface">
        <div className="flex h-12 shrink-0 items-center gap-2 border-b border-line bg-surface-raised px-2">
          <BackLink />
          <h1 className="min-w-0 truncate text-base font-semibold">{game ? game.name : t('vnLotteryTitle')}</h1>
        </div>
        <LotteryFrame request={{ ...(game ? { gameCode: game.code } : {}), prizeMode: 'Lott', area: 'VN' }} title={game?.name ?? t('vnLotteryTitle')} fill />
      </div>
    </PageMessages>
  );
}
