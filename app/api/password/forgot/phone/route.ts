import { fail, ok, siteRoute } from '@/lib/api/access';
import type { LoginResponse } from '@/lib/api/contract';
import { accounts, member as memberApi } from '@/lib/platform';
import { AccountErrorCode } from '@/lib/platform/contract';
import { signIn } from '@/lib/api/sign-in';
import { resetByPhoneSchema } from '@/components/account/password-rules';
import { readValidated, relayRefusal } from '@/app/api/session/requests';

/**
 * POST { countryDialingCode, mobileNum, verificationCode, newPassword } → LoginResponse: sets a new password with the
 * SMS code (only where the merchant offers phone reset), then logs in with it, as the spec asks ("auto login with the
 * new password"). The password goes from this request to the platform twice, encrypted, and is kept nowhere.
 */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    if (!site.features.phoneReset) return fail(403, AccountErrorCode.SMS_DISABLED);
    const input = await readValidated(request, resetByPhoneSchema());
    if (input instanceof Response) return input;
    const context = { merchant: site.merchantCode, ip, language };
    try {
      const { account } = await accounts.resetPasswordByPhone(context, {
        countryDialingCode: input.countryDialingCode,
        mobileNum: input.mobileNum,
        verificationCode: input.verificationCode,
        newPassword: input.newPassword,
      });
      const result = await memberApi.login(context, { type: 'username', username: account, password: input.newPassword, entrance: 'member' });
      await signIn(context, result);
      return ok<LoginResponse>({ firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired });
    } catch (error) {
      return relayRefusal(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
