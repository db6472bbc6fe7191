import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, smsMobileRequest } from '../../requests';

/** POST { countryDialingCode, mobileNum, sliderToken }: sends an SMS login code; { expiredMinutes }. */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, smsMobileRequest);
    if (input instanceof Response) return input;
    try {
      const sent = await accounts.smsForLogin(
        { merchant: site.merchantCode, ip, language },
        { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum, sliderToken: input.sliderToken },
      );
      return ok<SmsSentDto>({ expiredMinutes: sent.expiredMinutes });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
