import { boolean, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { LoginResponse } from '@/lib/api/contract';
import { signIn } from '@/lib/api/sign-in';
import { accounts } from '@/lib/platform';
import { smsCodeField } from '@/lib/validation/phone';

const verifyRequest = object({
  verifyToken: string().default('').required('required').max(512, 'invalid'),
  verificationCode: smsCodeField(),
  remember: boolean().default(false),
});

/**
 * POST { verifyToken, verificationCode, remember? }: the second step of a login from a new IP (the first answered
 * 403 login_verify_required with the token). The platform checks the SMS code and issues the session token, which is
 * sealed into the cookie like any other login.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: verifyRequest,
    handler: async ({ body }, { call }) => {
      const result = await accounts.completeLoginVerification(call, { verifyToken: body.verifyToken, verificationCode: body.verificationCode });
      await signIn(call, result, body.remember);
      return { firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired } satisfies LoginResponse;
    },
  }),
});
