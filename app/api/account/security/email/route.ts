import { bindEmailSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { email, verificationCode, password } → { masked }: binds (or replaces) the email address ("enc"). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: bindEmailSchema(),
    handler: async ({ body }, { call }) => memberAccount.bindEmail(call, body),
  }),
});
