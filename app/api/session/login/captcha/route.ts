import { fail, ok, siteRoute } from '@/lib/api/access';
import { member as memberApi } from '@/lib/platform';

/**
 * GET ?username=: whether the login form must show the captcha before the attempt (the platform wants one after a
 * failed login with this name). Answers alike for every name, so it reveals no account.
 */
export const GET = siteRoute(async (request, { site, ip, language }) => {
  const username = new URL(request.url).searchParams.get('username')?.trim() ?? '';
  if (username.length > 64) return fail(400, 'validation_failed');
  if (!username) return ok({ required: false });
  return ok({ required: await memberApi.loginCaptchaRequired({ merchant: site.merchantCode, ip, language }, username) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
