import { mobileCodeSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { countryDialingCode, mobileNum } → { expiredMinutes }: an SMS code to the number the member wants to bind. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: mobileCodeSchema(),
    handler: async ({ body }, { call }) => memberAccount.sendMobileCode(call, body),
  }),
});
