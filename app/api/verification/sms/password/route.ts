import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SmsForgotSentDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, smsMobileRequest } from '../../requests';

/** POST { countryDialingCode, mobileNum, sliderToken }: sends a password-reset code; { expirationTime } (epoch ms). */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, smsMobileRequest);
    if (input instanceof Response) return input;
    try {
      const sent = await accounts.smsForPasswordReset(
        { merchant: site.merchantCode, ip, language },
        { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum, sliderToken: input.sliderToken },
      );
      return ok<SmsForgotSentDto>({ expirationTime: sent.expirationTime });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
