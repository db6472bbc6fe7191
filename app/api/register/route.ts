import { fail, ok, readJson, siteRoute, platformFailure, SiteErrorCode, type RouteContext } from '@/lib/api/access';
import type { RegisterResponse } from '@/lib/api/contract';
import { signIn } from '@/lib/api/sign-in';
import { accounts, isPlatformError } from '@/lib/platform';
import { AccountErrorCode } from '@/lib/platform/contract';
import { ErrorCode } from '@/lib/platform/contract/envelope';
import { readMemberSession } from '@/lib/session/session';
import { ALREADY_LOGGED_IN, readRegisterRequest } from '@/lib/validation/register-request';

/**
 * POST RegisterRequest: registers a logged-out visitor and signs the new account in (spec §4 "Registration": register
 * call, auto login). The body is checked again with the form's own schema, built from the merchant's field config.
 */
export const POST = siteRoute(
  async (request, context) => {
    const { site, ip, language } = context;
    if (await readMemberSession(site.merchantCode)) return fail(403, ALREADY_LOGGED_IN);

    const body = await readJson(request);
    if (body === null) return fail(400, ErrorCode.BAD_REQUEST);

    const call = { merchant: site.merchantCode, ip, language };
    try {
      const settings = await accounts.registerSettings(call);
      const read = await readRegisterRequest(body, settings);
      if (!read.ok) return fail(400, SiteErrorCode.VALIDATION_FAILED, read.key, { field: read.field, key: read.key });
      const input = read.request;

      if (input.affiliateCode && !(await accounts.isValidAffiliateCode(call, input.affiliateCode, site.host))) {
        return fail(400, AccountErrorCode.INVITATION_CODE_ERROR);
      }

      const result = await accounts.register(call, {
        ...input,
        registerUrl: registerUrl(request, context),
        domain: site.host,
        registerMethod: 'WEB',
        login: true,
      });
      await signIn(call, result);
      return ok<RegisterResponse>({ account: result.account, regType: input.regType });
    } catch (error) {
      // Nobody is signed in yet: a 401 from the platform is an answer to relay, not a session to end.
      if (isPlatformError(error)) {
        const status = error.status >= 400 && error.status < 500 ? error.status : 502;
        return fail(status, error.code, error.message, error.value);
      }
      return platformFailure(error);
    }
  },
  { mutating: true },
);

/** The page the visitor registered on: the Referer when it is one of our own pages, else this host's /register. */
function registerUrl(request: Request, { site }: RouteContext): string {
  const referer = request.headers.get('referer');
  const host = request.headers.get('host');
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host.toLowerCase() === host.toLowerCase() && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href;
    } catch {
      // Not a URL: use the default.
    }
  }
  return `https://${site.host}/register`;
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
