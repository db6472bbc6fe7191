import { emailCodeSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { email } → { expiredMinutes }: a code mailed to the address the member wants to bind. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: emailCodeSchema(),
    handler: async ({ body }, { call }) => memberAccount.sendEmailCode(call, body),
  }),
});
