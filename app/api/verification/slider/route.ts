import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import type { SliderPuzzleDto } from '@/lib/platform/contract';
import { readRequest, relayFailure, sliderPuzzleRequest } from '../requests';

/** POST { purpose }: a fresh slider puzzle for the human check (spec §7: before registering and before an SMS). */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readRequest(request, sliderPuzzleRequest);
    if (input instanceof Response) return input;
    try {
      const puzzle = await accounts.sliderPuzzle({ merchant: site.merchantCode, ip, language }, input.purpose);
      return ok<SliderPuzzleDto>({
        puzzleId: puzzle.puzzleId,
        steps: puzzle.steps,
        backgroundUrl: puzzle.backgroundUrl,
        pieceUrl: puzzle.pieceUrl,
        pieceWidthSteps: puzzle.pieceWidthSteps,
      });
    } catch (error) {
      return relayFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
