import { number } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { WITHDRAW_PAGE_SIZE, WITHDRAW_RECORD_MAX_DAYS, withdrawSchema } from '@/lib/api/centre/wallet';
import { MAX_PAGE_SIZE } from '@site/platform-contract/paging';
import { wallet } from '@/lib/platform';
import { reportQuery } from '@/lib/validation/report-query';

/**
 * GET ?from&to&page&pageSize: the withdraw record (14 a page). POST { cardId, amount, paymentPassword }: a withdrawal
 * (the amount leaves the main wallet now). The payment password exists only in this request.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(WITHDRAW_RECORD_MAX_DAYS).shape({
      pageSize: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(MAX_PAGE_SIZE, 'invalid').default(WITHDRAW_PAGE_SIZE),
    }),
    handler: async ({ query }, { call }) => wallet.withdrawals(call, query),
  }),
  POST: apiRoute({
    access: 'player',
    body: ({ site }) => withdrawSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call }) =>
      wallet.withdraw(call, { cardId: body.cardId, amount: body.amount, paymentPassword: body.paymentPassword }),
  }),
});
