import { apiRoute, routeMethods } from '@/lib/api/route';
import { depositPaidSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/**
 * POST { id, receipts, reference? }: the member has paid the order (New → Pending), with up to 3 receipt images and, for
 * a wallet method's order, the wallet's transaction reference.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: depositPaidSchema(),
    handler: async ({ body }, { call }) =>
      wallet.depositPaid(call, { id: body.id, receipts: body.receipts.filter(Boolean) as string[], ...(body.reference ? { reference: body.reference } : {}) }),
  }),
});
