import { object } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { rewards } from '@/lib/platform';
import { recordId, type ActivityDto } from '@/lib/api/centre/rewards';

/** POST { activityId }: joins an activity that is in process. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: object({ activityId: recordId() }),
    handler: async ({ body }, { call }) => (await rewards.joinActivity(call, body.activityId)) satisfies ActivityDto,
  }),
});
