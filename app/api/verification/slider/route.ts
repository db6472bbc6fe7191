import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SliderPuzzleDto } from '@site/platform-contract';
import { sliderPuzzleRequest } from '@/lib/validation/verification';

/** POST { purpose }: a fresh slider puzzle for the human check (spec §7: before registering and before an SMS). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: sliderPuzzleRequest,
    handler: async ({ body }, { call }) => {
      const puzzle = await accounts.sliderPuzzle(call, body.purpose);
      return {
        puzzleId: puzzle.puzzleId,
        steps: puzzle.steps,
        backgroundUrl: puzzle.backgroundUrl,
        pieceUrl: puzzle.pieceUrl,
        pieceWidthSteps: puzzle.pieceWidthSteps,
      } satisfies SliderPuzzleDto;
    },
  }),
});
