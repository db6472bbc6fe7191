import { apiRoute, routeMethods } from '@/lib/api/route';
import type { MissionSummaryDto } from '@/lib/api/centre/rewards';
import { rewards } from '@/lib/platform';

/** GET: today's and this week's missions with the member's progress, and the open-mission count. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => (await rewards.missionSummary(call)) satisfies MissionSummaryDto,
  }),
});
