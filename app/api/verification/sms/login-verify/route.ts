import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, smsLoginVerifyRequest } from '../../requests';

/** POST { verifyToken }: sends the new-IP login check code to the account's own mobile; { expiredMinutes }. */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, smsLoginVerifyRequest);
    if (input instanceof Response) return input;
    try {
      const sent = await accounts.smsForLoginVerification({ merchant: site.merchantCode, ip, language }, input.verifyToken);
      return ok<SmsSentDto>({ expiredMinutes: sent.expiredMinutes });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
