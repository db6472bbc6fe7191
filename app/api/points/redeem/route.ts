import { apiRoute, routeMethods } from '@/lib/api/route';
import { redeemSchema } from '@/lib/validation/points';
import { points } from '@/lib/platform';

/** POST { rewardId, paymentPassword }: redeems a reward. The payment password exists only in this request. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: redeemSchema(),
    handler: async ({ body }, { call }) => points.redeem(call, { rewardId: body.rewardId, paymentPassword: body.paymentPassword }),
  }),
});
