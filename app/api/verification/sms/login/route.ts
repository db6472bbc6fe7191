import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@site/platform-contract';
import { smsMobileRequest } from '@/lib/validation/verification';

/** POST { countryDialingCode, mobileNum, sliderToken }: sends an SMS login code; { expiredMinutes }. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: smsMobileRequest,
    handler: async ({ body }, { call }) => {
      const sent = await accounts.smsForLogin(call, {
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        sliderToken: body.sliderToken,
      });
      return { expiredMinutes: sent.expiredMinutes } satisfies SmsSentDto;
    },
  }),
});
