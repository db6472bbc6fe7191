import { apiRoute, routeMethods } from '@/lib/api/route';
import { bankCardSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/**
 * GET: the member's bank cards and fixed payee name. POST { bankCode, accountNo, payeeName, paymentPassword }: binds a
 * card. The payment password exists only in this request.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => wallet.bankCards(call),
  }),
  POST: apiRoute({
    access: 'player',
    body: bankCardSchema(),
    handler: async ({ body }, { call }) =>
      wallet.addBankCard(call, { bankCode: body.bankCode, accountNo: body.accountNo, payeeName: body.payeeName, paymentPassword: body.paymentPassword }),
  }),
});
