import 'server-only';
import { clsx } from 'clsx';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { catalogueFor } from '@/lib/games/catalogue';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { HomeGames } from '@/lib/platform/games';
import { ChevronRightIcon } from '@/components/ui/icons';
import { FavouritesScope } from './favourites-scope';
import { GameList } from './game-list';

/** Home rows a phone shows, or nearly, on its first screen (under the banner); the rest are drawn as they come near. */
const ROWS_ON_FIRST_SCREEN = 2;

/**
 * The home page's games (issue #9, point 6): a row of hot games, then one row per category with its first games and a
 * "See all" link to its catalogue, rendered on the server. Its client parts need the Games messages around it.
 */
export async function HomeGameRows({ games, locale, defaultLanguage }: { games: HomeGames; locale: string; defaultLanguage: string }) {
  const [t, nav] = await Promise.all([getTranslations('GamePages'), getTranslations('Nav')]);
  const rows = [
    ...(games.hot.length > 0 ? [{ id: 'hot', title: t('hotTitle'), href: '/hot', games: games.hot }] : []),
    ...games.rows.map((row) => ({ id: row.type, title: nav(`categories.${row.type}`), href: catalogueFor(row.type).route, games: row.games })),
  ];
  // One favourites scope for every row: a member's favourites are read once for the page. Rows after the first two start
  // below a phone's first screen (.below-fold).
  return (
    <FavouritesScope>
      {rows.map((row, index) => (
        <section key={row.id} aria-labelledby={`row-${row.id}`} className={clsx('flex flex-col gap-3', index >= ROWS_ON_FIRST_SCREEN && 'below-fold')}>
          <div className="flex items-center justify-between gap-3">
            <h2 id={`row-${row.id}`} className="min-w-0 text-xl font-bold text-balance">
              {row.title}
            </h2>
            {/* "See all" on screen, the category in its name ("See all Slots"): the title keeps the row's width (issue 28, defect 14). */}
            <IntentLink href={localizedPath(row.href, locale, defaultLanguage)} className="btn btn-ghost btn-sm">
              {t.rich('seeAll', { category: row.title, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
              <ChevronRightIcon className="size-4 rtl:rotate-180" />
            </IntentLink>
          </div>
          <GameList games={row.games} label={row.title} row eager={index === 0 ? 4 : 0} />
        </section>
      ))}
    </FavouritesScope>
  );
}
