import { apiRoute, routeMethods } from '@/lib/api/route';
import { points } from '@/lib/platform';

/** GET: how points are earned and converted on this merchant (the mall's rules). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => points.config(call) }),
});
