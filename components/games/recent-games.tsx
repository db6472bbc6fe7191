'use client';
import { useTranslations } from 'next-intl';
import { useRecentGames } from '@/lib/query/use-recent-games';
import { GameList } from './game-list';

/** "Recently played" on a member's home page: the games the member launched last (nothing until there are some). */
export function RecentGames() {
  const t = useTranslations('Games');
  const recent = useRecentGames();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section aria-labelledby="row-recent" className="flex flex-col gap-3">
      <h2 id="row-recent" className="text-xl font-bold">
        {t('recentTitle')}
      </h2>
      <GameList games={recent.data.slice(0, 8)} label={t('recentTitle')} row />
    </section>
  );
}
