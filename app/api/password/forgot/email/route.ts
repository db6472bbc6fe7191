import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import { forgotByEmailSchema } from '@/lib/validation/password';

/** POST { username, email } → {}: the platform mails a reset link when the two belong together (spec §4 "Forgot password"). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: forgotByEmailSchema(),
    handler: async ({ body }, { call }) => {
      await accounts.forgotPasswordByEmail(call, { username: body.username, email: body.email });
      return {};
    },
  }),
});
