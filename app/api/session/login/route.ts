import { ValidationError } from 'yup';
import { fail, ok, platformFailure, readJson, siteRoute, SiteErrorCode } from '@/lib/api/access';
import type { LoginResponse } from '@/lib/api/contract';
import { loginSchema } from '@/lib/validation/login';
import { member as memberApi, isPlatformError } from '@/lib/platform';
import { signIn } from '@/lib/api/sign-in';
import { ErrorCode } from '@/lib/platform/contract/envelope';

/** POST: username + password (+ captcha) → platform login ("enc"), then the token goes into the sealed cookie. */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const body = await readJson(request);
    if (body === null) return fail(400, ErrorCode.BAD_REQUEST);
    let values;
    try {
      const withCaptcha = typeof (body as { captcha?: unknown }).captcha === 'string' && !!(body as { captcha: string }).captcha;
      values = await loginSchema(withCaptcha).validate(body, { abortEarly: true, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) return fail(400, SiteErrorCode.VALIDATION_FAILED, error.message, { field: error.path });
      throw error;
    }

    const context = { merchant: site.merchantCode, ip, language };
    try {
      const result = await memberApi.login(context, {
        type: 'username',
        username: values.username,
        password: values.password,
        captcha: values.captcha || undefined,
      });
      await signIn(context, result, values.remember ?? false);
      return ok<LoginResponse>({ firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired });
    } catch (error) {
      // A failed login is not a force-logout: keep the platform's code and value (e.g. { captcha: true }).
      if (isPlatformError(error)) {
        const status = error.status >= 400 && error.status < 500 ? error.status : 502;
        return fail(status, error.code, error.message, error.value);
      }
      return platformFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET } from '@/lib/api/access';
