import { apiRoute, routeMethods } from '@/lib/api/route';
import { points } from '@/lib/platform';

/** GET: the member's points balance (and whether a payment password is set). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => points.balance(call) }),
});
