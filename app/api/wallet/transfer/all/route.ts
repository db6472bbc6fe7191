import { apiRoute, routeMethods } from '@/lib/api/route';
import { wallet } from '@/lib/platform';

/** POST: every vendor wallet back to the main wallet. → the wallets after it. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.transferAllToMain(call),
  }),
});
