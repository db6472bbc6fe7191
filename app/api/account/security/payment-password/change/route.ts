import { paymentPasswordChangeSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { oldPaymentPassword, newPaymentPassword, confirmPaymentPassword } → {}: changes the payment password ("enc"). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: paymentPasswordChangeSchema(),
    handler: async ({ body }, { call }) => {
      await memberAccount.changePaymentPassword(call, body);
      return {};
    },
  }),
});
