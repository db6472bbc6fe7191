import { fail, ok, readJson, siteRoute, SiteErrorCode } from '@/lib/api/access';
import type { LoginResponse } from '@/lib/api/contract';
import { loginSchema } from '@/lib/validation/login';
import { member as memberApi } from '@/lib/platform';
import { AccountErrorCode, type LoginPayload } from '@/lib/platform/contract';
import { signIn } from '@/lib/api/sign-in';
import { ErrorCode } from '@/lib/platform/contract/envelope';
import { smsLoginSchema } from '@/components/account/phone-rules';
import { relayRefusal, validateBody } from '../requests';

type Entrance = NonNullable<LoginPayload['entrance']>;

/**
 * POST: username + password (+ captcha), or (where the merchant has SMS login) mobile + dial code + SMS code →
 * platform login ("enc"), then the token goes into the sealed cookie. `entrance` says which door: the member
 * entrance (default) or the agent one; the platform refuses the wrong kind of account (member_no_enter, agent_no_enter).
 */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const body = await readJson(request);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail(400, ErrorCode.BAD_REQUEST);
    const raw = body as Record<string, unknown>;
    const entrance: Entrance | null = raw.entrance === undefined ? 'member' : raw.entrance === 'agent' || raw.entrance === 'member' ? raw.entrance : null;
    if (!entrance) return fail(400, SiteErrorCode.VALIDATION_FAILED, 'entrance', { field: 'entrance' });
    const remember = raw.remember === true;
    const context = { merchant: site.merchantCode, ip, language };

    let payload: LoginPayload;
    if (raw.type === 'sms') {
      if (!site.features.smsLogin) return fail(403, AccountErrorCode.SMS_DISABLED);
      const values = await validateBody(smsLoginSchema(), raw);
      if (values instanceof Response) return values;
      payload = {
        type: 'sms',
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        entrance,
      };
    } else if (raw.type === undefined || raw.type === 'username') {
      const withCaptcha = typeof raw.captcha === 'string' && raw.captcha !== '';
      const values = await validateBody(loginSchema(withCaptcha), raw);
      if (values instanceof Response) return values;
      payload = { type: 'username', username: values.username, password: values.password, captcha: values.captcha || undefined, entrance };
    } else {
      return fail(400, SiteErrorCode.VALIDATION_FAILED, 'type', { field: 'type' });
    }

    try {
      const result = await memberApi.login(context, payload);
      await signIn(context, result, remember);
      return ok<LoginResponse>({ firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired });
    } catch (error) {
      // Keeps the platform's code and value: { captcha: true }, login_verify_required's { verifyToken, mobileMasked }.
      return relayRefusal(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET } from '@/lib/api/access';
