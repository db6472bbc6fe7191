import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail } from '@/lib/api/envelope';
import type { LoginResponse } from '@/lib/api/contract';
import { signIn } from '@/lib/api/sign-in';
import { member as memberApi } from '@/lib/platform';
import { AccountErrorCode, type LoginPayload } from '@site/platform-contract';
import { loginRequestSchema } from '@/lib/validation/login';

/**
 * POST: username + password (+ captcha and its id), or (where the merchant has SMS login) mobile + dial code + SMS code →
 * platform login ("enc"), then the token goes into the sealed cookie. `entrance` says which door: the member
 * entrance (default) or the agent one; the platform refuses the wrong kind of account (member_no_enter, agent_no_enter).
 * A refusal keeps the platform's code and value: { captcha: true }, login_verify_required's { verifyToken, mobileMasked }.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: loginRequestSchema(),
    handler: async ({ body }, { site, call }) => {
      let payload: LoginPayload;
      if (body.type === 'sms') {
        if (!site.features.smsLogin) return fail(403, AccountErrorCode.SMS_DISABLED);
        payload = {
          type: 'sms',
          mobileNum: body.mobileNum,
          countryDialingCode: body.countryDialingCode,
          verificationCode: body.verificationCode,
          entrance: body.entrance,
        };
      } else {
        payload = {
          type: 'username',
          username: body.username,
          password: body.password,
          captcha: body.captcha || undefined,
          captchaId: body.captchaId || undefined,
          entrance: body.entrance,
        };
      }
      const result = await memberApi.login(call, payload);
      await signIn(call, result, body.remember);
      return { firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired } satisfies LoginResponse;
    },
  }),
});
