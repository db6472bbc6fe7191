import { apiRoute, routeMethods } from '@/lib/api/route';
import { uplineTransferSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/** GET: the upline, the limits and the main balance. POST { amount, paymentPassword }: a transfer to the upline. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.uplineTransferInfo(call),
  }),
  POST: apiRoute({
    access: 'player',
    body: ({ site }) => uplineTransferSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call }) => wallet.transferToUpline(call, { amount: body.amount, paymentPassword: body.paymentPassword }),
  }),
});
