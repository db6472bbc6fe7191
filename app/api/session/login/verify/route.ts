import { boolean, object, string } from 'yup';
import { ok, siteRoute } from '@/lib/api/access';
import type { LoginResponse } from '@/lib/api/contract';
import { accounts } from '@/lib/platform';
import { signIn } from '@/lib/api/sign-in';
import { smsCodeField } from '@/components/account/phone-rules';
import { readValidated, relayRefusal } from '../../requests';

const verifyRequest = object({
  verifyToken: string().default('').required('required').max(512),
  verificationCode: smsCodeField(),
  remember: boolean().optional(),
});

/**
 * POST { verifyToken, verificationCode, remember? }: the second step of a login from a new IP (the first answered
 * 403 login_verify_required with the token). The platform checks the SMS code and issues the session token, which is
 * sealed into the cookie like any other login.
 */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readValidated(request, verifyRequest);
    if (input instanceof Response) return input;
    const context = { merchant: site.merchantCode, ip, language };
    try {
      const result = await accounts.completeLoginVerification(context, {
        verifyToken: input.verifyToken,
        verificationCode: input.verificationCode,
      });
      await signIn(context, result, input.remember ?? false);
      return ok<LoginResponse>({ firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired });
    } catch (error) {
      return relayRefusal(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
