import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SliderPassDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, sliderVerifyRequest } from '../../requests';

/** POST { puzzleId, x }: checks where the piece was dropped; a one-time pass, or 400 slider_failed. */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, sliderVerifyRequest);
    if (input instanceof Response) return input;
    try {
      const pass = await accounts.sliderVerify({ merchant: site.merchantCode, ip, language }, { puzzleId: input.puzzleId, x: input.x });
      return ok<SliderPassDto>({ sliderToken: pass.sliderToken });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
