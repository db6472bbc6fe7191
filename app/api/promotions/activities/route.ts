import { apiRoute, routeMethods } from '@/lib/api/route';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { promotions } from '@/lib/platform';

/** GET: the member's state of every promotion's activity (the promotions pages; no reward centre needed). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => ({ list: await promotions.memberActivities(call) }) satisfies { list: ActivityDto[] },
  }),
});
