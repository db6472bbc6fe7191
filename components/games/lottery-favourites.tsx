'use client';
import { useTranslations } from 'next-intl';
import { useLotteryFavourites } from '@/lib/games/lottery-favourites';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { useSite } from '@/lib/site/site-context';
import { LocalizedLink } from '@/components/ui/localized-link';

/**
 * A member's favourite lotteries on /lottery: a star for the game being played, and the starred games as links. Kept in
 * this browser per username (spec §3); nothing for a visitor.
 */
export function LotteryFavourites({ games, current }: { games: { code: string; name: string }[]; current: { code: string; name: string } | null }) {
  const t = useTranslations('Games');
  const { site, loggedIn } = useSite();
  const summary = useMemberSummary();
  const { codes, toggle } = useLotteryFavourites(site.merchantCode, loggedIn ? (summary.data?.account ?? null) : null);
  if (!loggedIn || !summary.data) return null;
  const starred = codes.flatMap((code) => games.filter((g) => g.code === code));
  const isFavourite = current ? codes.includes(current.code) : false;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {current && (
        <button type="button" className="chip" aria-pressed={isFavourite} onClick={() => toggle(current.code)}>
          <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
          {isFavourite ? t('lotteryUnstar', { name: current.name }) : t('lotteryStar', { name: current.name })}
        </button>
      )}
      {starred.length > 0 && (
        <nav aria-label={t('myLotteries')} className="min-w-0 flex-1">
          <ul className="lane">
            {starred.map((game) => (
              <li key={game.code}>
                <LocalizedLink href={`/lottery?gameCode=${encodeURIComponent(game.code)}`} className="chip" aria-current={current?.code === game.code ? 'page' : undefined}>
                  <span aria-hidden="true">★</span>
                  {game.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
