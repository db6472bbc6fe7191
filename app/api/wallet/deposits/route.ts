import { apiRoute, invalidField, routeMethods } from '@/lib/api/route';
import { DEPOSIT_RECORD_MAX_DAYS, depositCreateSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';
import { IDEMPOTENCY_KEY_PATTERN, PlatformHeader } from '@site/platform-contract/envelope';
import { reportQuery } from '@/lib/validation/report-query';

/**
 * GET ?from&to&page&pageSize: the deposit record (7 days at most). POST { channel, amount, payerAccount? } with the header
 * Idempotency-Key (one per submission of the form, made in the browser): a new order (New), or the one that key
 * already made, however many times the submission arrives (the platform decides it: WalletPath.DEPOSITS). Without a
 * well-formed key: 400 on the field idempotencyKey.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(DEPOSIT_RECORD_MAX_DAYS),
    handler: async ({ query }, { call }) => wallet.deposits(call, query),
  }),
  POST: apiRoute({
    access: 'player',
    body: ({ site }) => depositCreateSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call, request }) => {
      const key = request.headers.get(PlatformHeader.IDEMPOTENCY_KEY);
      if (key === null || !IDEMPOTENCY_KEY_PATTERN.test(key)) return invalidField('idempotencyKey', 'invalid');
      return wallet.createDeposit(call, { channel: body.channel, amount: body.amount, ...(body.payerAccount ? { payerAccount: body.payerAccount } : {}) }, key);
    },
  }),
});
