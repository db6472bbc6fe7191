import { apiRoute, routeMethods } from '@/lib/api/route';
import { points } from '@/lib/platform';

/** GET: the merchant's rewards in the page's language. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => points.rewards(call) }),
});
