import { apiRoute, routeMethods } from '@/lib/api/route';
import { wallet } from '@/lib/platform';

/** GET: the banks and e-wallets a withdrawal card may be of. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.banks(call),
  }),
});
