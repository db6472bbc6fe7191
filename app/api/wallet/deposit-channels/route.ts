import { apiRoute, routeMethods } from '@/lib/api/route';
import { wallet } from '@/lib/platform';

/** GET: the merchant's deposit channels with their limits and amount presets. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.depositChannels(call),
  }),
});
