'use client';
import { useTranslations } from 'next-intl';
import { useVnRecent } from '@/lib/query/use-vn-recent';
import { LocalizedLink } from '@/components/ui/localized-link';

/** The VN lottery games a member played last, as links to their betting view (nothing for a visitor, or none yet). */
export function VnRecentGames() {
  const t = useTranslations('Games');
  const recent = useVnRecent();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <nav aria-label={t('vnRecent')}>
      <ul className="lane">
        {recent.data.map((game) => (
          <li key={game.code}>
            <LocalizedLink href={`/vnlottery?gameCode=${encodeURIComponent(game.code)}`} className="chip">
              {game.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
