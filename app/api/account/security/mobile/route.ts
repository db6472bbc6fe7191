import { bindMobileSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { countryDialingCode, mobileNum, verificationCode, password } → { masked }: binds (or replaces) the mobile ("enc"). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: bindMobileSchema(),
    handler: async ({ body }, { call }) => memberAccount.bindMobile(call, body),
  }),
});
