import { apiRoute, routeMethods } from '@/lib/api/route';
import { transferSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/** POST { from, to, amount }: between the main wallet and one vendor wallet (GCS_walletTransfer). → the wallets after it. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: ({ site }) => transferSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call }) => wallet.transfer(call, { from: body.from, to: body.to, amount: body.amount }),
  }),
});
