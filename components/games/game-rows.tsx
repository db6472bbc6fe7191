import 'server-only';
import { clsx } from 'clsx';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Game } from '@/lib/platform/games';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { FavouritesScope } from './favourites-scope';
import { GameList } from './game-list';

/** A row of games under its title, with a "See all" link when the row has a page of its own (`href`, localized). */
export interface GameRow {
  id: string;
  title: string;
  href: string | null;
  games: Game[];
}

/**
 * Rows of games (home, the lobby), rendered on the server: each a titled, swipeable row. Rows from `firstScreenRows` on
 * start below a phone's first screen (.below-fold). One favourites scope for every row: a member's favourites are read
 * once for the page. Its client parts need the Games messages around it.
 */
export async function GameRows({ rows, firstScreenRows }: { rows: GameRow[]; firstScreenRows: number }) {
  const t = await getTranslations('GamePages');
  return (
    <FavouritesScope>
      {rows.map((row, index) => (
        <section key={row.id} aria-labelledby={`row-${row.id}`} className={clsx('flex flex-col gap-3', index >= firstScreenRows && 'below-fold')}>
          <div className="flex items-center justify-between gap-3">
            <h2 id={`row-${row.id}`} className="min-w-0 text-xl font-bold text-balance">
              {row.title}
            </h2>
            {/* "See all" on screen, the category in its name ("See all Slots"): the title keeps the row's width. */}
            {row.href ? (
              <IntentLink href={row.href} className="btn btn-ghost btn-sm">
                {t.rich('seeAll', { category: row.title, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                <ChevronRightIcon className="size-4 rtl:rotate-180" />
              </IntentLink>
            ) : null}
          </div>
          <GameList games={row.games} label={row.title} row eager={index === 0 ? 4 : 0} />
        </section>
      ))}
    </FavouritesScope>
  );
}
