import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SmsForgotSentDto } from '@site/platform-contract';
import { smsMobileRequest } from '@/lib/validation/verification';

/** POST { countryDialingCode, mobileNum, sliderToken }: sends a password-reset code; { expirationTime } (epoch ms). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: smsMobileRequest,
    handler: async ({ body }, { call }) => {
      const sent = await accounts.smsForPasswordReset(call, {
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        sliderToken: body.sliderToken,
      });
      return { expirationTime: sent.expirationTime } satisfies SmsForgotSentDto;
    },
  }),
});
