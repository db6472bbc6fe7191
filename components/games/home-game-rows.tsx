import 'server-only';
import { getTranslations } from 'next-intl/server';
import { catalogueFor } from '@/lib/games/catalogue';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { HomeGames } from '@/lib/platform/games';
import { GameRows } from './game-rows';

/** Home rows a phone shows, or nearly, on its first screen (under the banner); the rest are drawn as they come near. */
const ROWS_ON_FIRST_SCREEN = 2;

/**
 * The home page's games: a row of hot games, then one row per category with its first games and a
 * "See all" link to its catalogue, rendered on the server. Its client parts need the Games messages around it.
 */
export async function HomeGameRows({ games, locale, defaultLanguage }: { games: HomeGames; locale: string; defaultLanguage: string }) {
  const [t, nav] = await Promise.all([getTranslations('GamePages'), getTranslations('Nav')]);
  const link = (href: string) => localizedPath(href, locale, defaultLanguage);
  const rows = [
    ...(games.hot.length > 0 ? [{ id: 'hot', title: t('hotTitle'), href: link('/hot'), games: games.hot }] : []),
    ...games.rows.map((row) => ({ id: row.type, title: nav(`categories.${row.type}`), href: link(catalogueFor(row.type).route), games: row.games })),
  ];
  return <GameRows rows={rows} firstScreenRows={ROWS_ON_FIRST_SCREEN} />;
}
