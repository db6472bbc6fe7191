import { apiRoute, routeMethods } from '@/lib/api/route';
import { DEPOSIT_RECORD_MAX_DAYS, depositCreateSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';
import { reportQuery } from '@/lib/validation/report-query';

/** GET ?from&to&page&pageSize: the deposit record (7 days at most). POST { channel, amount }: a new order (New). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(DEPOSIT_RECORD_MAX_DAYS),
    handler: async ({ query }, { call }) => wallet.deposits(call, query),
  }),
  POST: apiRoute({
    access: 'player',
    body: ({ site }) => depositCreateSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call }) => wallet.createDeposit(call, { channel: body.channel, amount: body.amount }),
  }),
});
