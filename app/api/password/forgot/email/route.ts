import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import { forgotByEmailRequestSchema } from '@/lib/validation/password';

/**
 * POST { username, email, sliderToken } → {}: the platform mails a reset link when the two belong together (spec §4
 * "Forgot password"), and answers the same when they do not, so the answer tells nothing about which accounts exist.
 * The slider pass (purpose email) is the human check before any mail; the platform limits sends per visitor address
 * and per address mailed (429).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: forgotByEmailRequestSchema(),
    handler: async ({ body }, { call }) => {
      await accounts.forgotPasswordByEmail(call, { username: body.username, email: body.email, sliderToken: body.sliderToken });
      return {};
    },
  }),
});
