import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { catalogueFor, NO_FILTERS } from '@/lib/games/catalogue';
import { localizedPath } from '@/lib/i18n/locale-path';
import { getGamePage, getHotGames, type Game, type NavCategory } from '@/lib/platform/games';
import type { GameListType } from '@/lib/platform/contract/games';
import { ChevronRightIcon } from '@/components/ui/icons';
import { GameList } from './game-list';

/** Games per home row: one swipe's worth on a phone, a row on a desktop. */
const ROW_LENGTH = 8;

interface Row {
  id: string;
  title: string;
  href: string;
  games: Game[];
}

/**
 * The home page's games (issue #9, point 6): a row of hot games, then one row per category with its first games and a
 * "See all" link to its catalogue, rendered on the server. A category whose games cannot be read is left out. Its
 * client parts need the Games messages (PageMessages) around it.
 */
export async function HomeGameRows({ merchant, locale, defaultLanguage, categories }: { merchant: string; locale: string; defaultLanguage: string; categories: NavCategory[] }) {
  const [t, nav] = await Promise.all([getTranslations('GamePages'), getTranslations('Nav')]);
  // One row per catalogue: E-Lottery and Lottery share /elott.
  const types = [...new Set(categories.map((c): GameListType => (c.category === 'LOTT' ? 'ELOTT' : c.category)))];
  const [hot, ...pages] = await Promise.all([
    getHotGames(merchant, locale).catch(() => [] as Game[]),
    ...types.map((type) => getGamePage(merchant, locale, type, NO_FILTERS).catch(() => null)),
  ]);
  const rows: Row[] = [
    { id: 'hot', title: t('hotTitle'), href: '/hot', games: hot.slice(0, ROW_LENGTH) },
    ...types.map((type, i) => ({ id: type, title: nav(`categories.${type}`), href: catalogueFor(type).route, games: pages[i]?.games.slice(0, ROW_LENGTH) ?? [] })),
  ].filter((row) => row.games.length > 0);

  return (
    <>
      {rows.map((row) => (
        <section key={row.id} aria-labelledby={`row-${row.id}`} className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-4">
            <h2 id={`row-${row.id}`} className="text-xl font-bold">
              {row.title}
            </h2>
            <Link href={localizedPath(row.href, locale, defaultLanguage)} className="btn btn-ghost btn-sm">
              {t('seeAll', { category: row.title })}
              <ChevronRightIcon className="size-4 rtl:rotate-180" />
            </Link>
          </div>
          <GameList games={row.games} label={row.title} row />
        </section>
      ))}
    </>
  );
}
