import { apiRoute, routeMethods } from '@/lib/api/route';
import { protection } from '@/lib/platform';

/** GET: this login session's start, stakes, payouts and net result (the reality check). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => protection.session(call),
  }),
});
