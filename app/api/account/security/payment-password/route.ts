import { paymentPasswordSetSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/**
 * POST { password, newPaymentPassword, confirmPaymentPassword } → {}: sets the payment password of a member who has
 * none, proved by the login password ("enc" to the platform). Nothing is kept here.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: paymentPasswordSetSchema(),
    handler: async ({ body }, { call }) => {
      await memberAccount.setPaymentPassword(call, body);
      return {};
    },
  }),
});
