import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SmsSentDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, smsRegisterRequest } from '../../requests';

/** POST { countryDialingCode, mobileNo, sliderToken, regType }: sends the registration code; { expiredMinutes }. */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, smsRegisterRequest);
    if (input instanceof Response) return input;
    try {
      const sent = await accounts.smsForRegistration(
        { merchant: site.merchantCode, ip, language },
        { countryDialingCode: input.countryDialingCode, mobileNo: input.mobileNo, sliderToken: input.sliderToken, regType: input.regType },
      );
      return ok<SmsSentDto>({ expiredMinutes: sent.expiredMinutes });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
