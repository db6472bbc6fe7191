import { apiRoute, routeMethods } from '@/lib/api/route';
import { protection } from '@/lib/platform';

/** GET: the member's limits (with what each window has used), the reality check and this session's figures. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => protection.state(call),
  }),
});
