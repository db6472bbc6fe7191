import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import type { SliderPassDto } from '@site/platform-contract';
import { sliderVerifyRequest } from '@/lib/validation/verification';

/** POST { puzzleId, x }: checks where the piece was dropped; a one-time pass, or 400 slider_failed. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    body: sliderVerifyRequest,
    handler: async ({ body }, { call }) => {
      const pass = await accounts.sliderVerify(call, { puzzleId: body.puzzleId, x: body.x });
      return { sliderToken: pass.sliderToken } satisfies SliderPassDto;
    },
  }),
});
