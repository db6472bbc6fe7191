import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail } from '@/lib/api/envelope';
import type { LoginResponse } from '@/lib/api/contract';
import { signIn } from '@/lib/api/sign-in';
import { member as memberApi } from '@/lib/platform';
import { ErrorCode } from '@site/platform-contract/envelope';

/** POST: sign in a free-play (trial) account, only where the merchant enables free play. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    handler: async (_input, { site, call }) => {
      if (!site.features.freePlay) return fail(403, ErrorCode.FREE_PLAY_DISABLED);
      await signIn(call, await memberApi.freePlayLogin(call));
      return { firstTimeLogin: false, passwordExpired: false } satisfies LoginResponse;
    },
  }),
});
