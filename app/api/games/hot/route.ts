import { apiRoute, routeMethods } from '@/lib/api/route';
import type { GamesOnly } from '@/lib/api/contract';
import { getHotGames } from '@/lib/platform';

/** GET: the hot list (for everyone). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'public',
    handler: async (_input, { site, language }) => ({ games: await getHotGames(site.merchantCode, language) }) satisfies GamesOnly,
  }),
});
