import { apiRoute, routeMethods } from '@/lib/api/route';
import { convertSchema } from '@/lib/validation/points';
import { points } from '@/lib/platform';

/** POST { points, paymentPassword }: converts points to money in the main wallet. The password exists only in this request. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: convertSchema(),
    handler: async ({ body }, { call }) => points.convert(call, { points: body.points, paymentPassword: body.paymentPassword }),
  }),
});
