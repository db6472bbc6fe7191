import { apiRoute, routeMethods } from '@/lib/api/route';
import { rewards } from '@/lib/platform';
import { activityApplySchema, type ActivityDto } from '@/lib/api/centre/rewards';

/** POST { activityId, comment, imageIds }: applies to an activity (spec §5: comment ≤ 140, at most 3 images). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: activityApplySchema,
    handler: async ({ body }, { call }) =>
      (await rewards.applyActivity(call, { activityId: body.activityId, comment: body.comment, imageIds: body.imageIds })) satisfies ActivityDto,
  }),
});
