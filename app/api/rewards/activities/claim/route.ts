import { object } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { rewards } from '@/lib/platform';
import { recordId, type ClaimResultDto } from '@/lib/api/centre/rewards';

/** POST { activityId }: claims an issued reward (credited once to the wallet). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: object({ activityId: recordId() }),
    handler: async ({ body }, { call }) => (await rewards.claimActivity(call, body.activityId)) satisfies ClaimResultDto,
  }),
});
