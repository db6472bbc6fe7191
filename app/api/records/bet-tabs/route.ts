import { apiRoute, routeMethods } from '@/lib/api/route';
import { records } from '@/lib/platform';

/** GET: the betting record's tabs (the merchant's categories) and each one's vendors. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: (_input, { call }) => records.betTabs(call),
  }),
});
