import { ok, siteRoute } from '@/lib/api/access';
import { member as memberApi } from '@/lib/platform';
import { endMemberSession, readMemberSession } from '@/lib/session/session';

/** POST: end the session on the platform (best effort) and clear the cookie, always. */
export const POST = siteRoute(
  async (_request, { site, ip, language }) => {
    const session = await readMemberSession(site.merchantCode);
    if (session) {
      await memberApi.logout({ merchant: site.merchantCode, token: session.token, ip, language }).catch(() => undefined);
    }
    await endMemberSession();
    return ok({});
  },
  { mutating: true },
);

export { methodNotAllowed as GET } from '@/lib/api/access';
