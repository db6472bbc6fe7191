import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail } from '@/lib/api/envelope';
import type { LoginResponse } from '@/lib/api/contract';
import { signIn } from '@/lib/api/sign-in';
import { accounts, member as memberApi } from '@/lib/platform';
import { AccountErrorCode } from '@site/platform-contract';
import { resetByPhoneSchema } from '@/lib/validation/password';

/**
 * POST { countryDialingCode, mobileNum, verificationCode, newPassword } → LoginResponse: sets a new password with the
 * SMS code (only where the merchant offers phone reset), then logs in with it, as the spec asks ("auto login with the
 * new password"). The password goes from this request to the platform twice, encrypted, and is kept nowhere.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: resetByPhoneSchema(),
    handler: async ({ body }, { site, call }) => {
      if (!site.features.phoneReset) return fail(403, AccountErrorCode.SMS_DISABLED);
      const { account } = await accounts.resetPasswordByPhone(call, {
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        verificationCode: body.verificationCode,
        newPassword: body.newPassword,
      });
      const result = await memberApi.login(call, { type: 'username', username: account, password: body.newPassword, entrance: 'member' });
      await signIn(call, result);
      return { firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired } satisfies LoginResponse;
    },
  }),
});
