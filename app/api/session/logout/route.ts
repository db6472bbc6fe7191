import { apiRoute, routeMethods } from '@/lib/api/route';
import { member as memberApi } from '@/lib/platform';
import { markSessionEnded } from '@/lib/platform/session-liveness';
import { endMemberSession } from '@/lib/session/session';

/** POST: end the session on the platform (best effort) and clear the cookie, always. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    handler: async (_input, { call, session }) => {
      const member = await session();
      if (member) {
        await memberApi.logout({ ...call, token: member.token }).catch(() => undefined);
        markSessionEnded(member.merchant, member.token);
      }
      await endMemberSession();
      return {};
    },
  }),
});
