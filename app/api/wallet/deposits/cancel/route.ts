import { apiRoute, routeMethods } from '@/lib/api/route';
import { recordIdSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/** POST { id }: cancels an open deposit order. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: recordIdSchema(),
    handler: async ({ body }, { call }) => wallet.cancelDeposit(call, body.id),
  }),
});
