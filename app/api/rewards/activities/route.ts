import { apiRoute, routeMethods } from '@/lib/api/route';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { rewards } from '@/lib/platform';

/** GET: the reward centre's activities with the member's state of each. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => ({ list: await rewards.activities(call) }) satisfies { list: ActivityDto[] },
  }),
});
