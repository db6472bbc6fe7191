import { apiRoute, routeMethods } from '@/lib/api/route';
import type { MissionLeaderboardDto } from '@/lib/api/centre/rewards';
import { rewards } from '@/lib/platform';

/** GET: this week's top members by mission points, and the member's own rank. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => (await rewards.missionLeaderboard(call)) satisfies MissionLeaderboardDto,
  }),
});
