import { fail, ok, siteRoute } from '@/lib/api/access';
import type { LoginResponse } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';
import { signIn } from '@/lib/api/sign-in';
import { ErrorCode } from '@/lib/platform/contract/envelope';

/** POST: sign in a free-play (trial) account, only where the merchant enables free play. */
export const POST = siteRoute(
  async (_request, { site, ip, language }) => {
    if (!site.features.freePlay) return fail(403, ErrorCode.FREE_PLAY_DISABLED);
    const context = { merchant: site.merchantCode, ip, language };
    await signIn(context, await memberApi.freePlayLogin(context));
    return ok<LoginResponse>({ firstTimeLogin: false, passwordExpired: false });
  },
  { mutating: true },
);

export { methodNotAllowed as GET } from '@/lib/api/access';
