import { apiRoute, routeMethods } from '@/lib/api/route';
import { wallet } from '@/lib/platform';

/** GET: the member's main wallet and, on a multi-wallet merchant, one wallet per vendor (transferFund). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.wallets(call),
  }),
});
