import { apiRoute, routeMethods } from '@/lib/api/route';
import type { WalletBalance } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';

/** GET: the member's total balance. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) => {
      const balance = await memberApi.walletBalance(call);
      return { amount: balance.sumBalance, currency: balance.currency } satisfies WalletBalance;
    },
  }),
});
