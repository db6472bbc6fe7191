import { apiRoute, routeMethods } from '@/lib/api/route';
import type { VnRecent } from '@/lib/api/contract';
import { vnRecentGames } from '@/lib/platform';

/** GET: the VN lottery games the member played last. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) =>
      ({ games: (await vnRecentGames(call)).map((g) => ({ code: g.gameCode, name: g.gameName, vendor: g.vassalage })) }) satisfies VnRecent,
  }),
});
