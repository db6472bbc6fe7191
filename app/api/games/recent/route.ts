import { apiRoute, routeMethods } from '@/lib/api/route';
import type { GamesOnly } from '@/lib/api/contract';
import { recentGames } from '@/lib/platform';

/** GET: the games the member played last. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) => ({ games: await recentGames(call) }) satisfies GamesOnly,
  }),
});
