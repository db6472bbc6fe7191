import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@site/platform-contract';
import { smsLoginVerifyRequest } from '@/lib/validation/verification';

/** POST { verifyToken }: sends the new-IP login check code to the account's own mobile; { expiredMinutes }. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: smsLoginVerifyRequest,
    handler: async ({ body }, { call }) => {
      const sent = await accounts.smsForLoginVerification(call, body.verifyToken);
      return { expiredMinutes: sent.expiredMinutes } satisfies SmsSentDto;
    },
  }),
});
