import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@site/platform-contract';
import { smsRegisterRequest } from '@/lib/validation/verification';

/** POST { countryDialingCode, mobileNo, sliderToken, regType }: sends the registration code; { expiredMinutes }. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: smsRegisterRequest,
    handler: async ({ body }, { call }) => {
      const sent = await accounts.smsForRegistration(call, {
        countryDialingCode: body.countryDialingCode,
        mobileNo: body.mobileNo,
        sliderToken: body.sliderToken,
        regType: body.regType,
      });
      return { expiredMinutes: sent.expiredMinutes } satisfies SmsSentDto;
    },
  }),
});
