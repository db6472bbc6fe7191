import { apiRoute, routeMethods } from '@/lib/api/route';
import { wallet } from '@/lib/platform';

/** GET: withdrawal limits and fee, the main balance, and whether a payment password is set. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.withdrawSettings(call),
  }),
});
