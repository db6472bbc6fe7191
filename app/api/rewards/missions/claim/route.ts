import { object } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { rewards } from '@/lib/platform';
import { recordId, type MissionClaimResultDto } from '@/lib/api/centre/rewards';

/** POST { missionId }: claims a complete mission's reward (once per period). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: object({ missionId: recordId() }),
    handler: async ({ body }, { call }) => (await rewards.claimMission(call, body.missionId)) satisfies MissionClaimResultDto,
  }),
});
