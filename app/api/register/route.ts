import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail, SiteErrorCode } from '@/lib/api/envelope';
import type { RegisterResponse } from '@/lib/api/contract';
import { nonTextField } from '@/lib/api/json-body';
import { signIn } from '@/lib/api/sign-in';
import { accounts } from '@/lib/platform';
import { AccountErrorCode, REGISTER_FIELDS } from '@site/platform-contract';
import { ALREADY_LOGGED_IN, readRegisterRequest } from '@/lib/validation/register-request';

/**
 * POST RegisterRequest: registers a logged-out visitor and signs the new account in (spec §4 "Registration": register
 * call, auto login). The body is checked again with the form's own schema, which is built from the merchant's field
 * config (so the kit only sees a plain object here, and readRegisterRequest applies that schema).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: 'object',
    handler: async ({ body }, { site, call, session, request }) => {
      if (await session()) return fail(403, ALREADY_LOGGED_IN);
      // The form sends text: any other kind of value is refused before the merchant's schema casts it.
      const notText = nonTextField(body, REGISTER_FIELDS);
      if (notText) return fail(400, SiteErrorCode.VALIDATION_FAILED, 'invalid', { field: notText, key: 'invalid' });
      const settings = await accounts.registerSettings(call);
      const read = await readRegisterRequest(body, settings, site.currency.code);
      if (!read.ok) return fail(400, SiteErrorCode.VALIDATION_FAILED, read.key, { field: read.field, key: read.key });
      const input = read.request;
      if (input.affiliateCode && !(await accounts.isValidAffiliateCode(call, input.affiliateCode, site.host))) {
        return fail(400, AccountErrorCode.INVITATION_CODE_ERROR);
      }
      const result = await accounts.register(call, {
        ...input,
        registerUrl: registerUrl(request, site.host),
        domain: site.host,
        registerMethod: 'WEB',
        login: true,
      });
      await signIn(call, result);
      return { account: result.account, regType: input.regType } satisfies RegisterResponse;
    },
  }),
});

/** The page the visitor registered on: the Referer when it is one of our own pages, else this host's /register. */
function registerUrl(request: Request, siteHost: string): string {
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
  return `https://${siteHost}/register`;
}
