import { apiRoute, routeMethods } from '@/lib/api/route';
import { exclusionSchema } from '@/lib/api/centre/protection';
import { protection } from '@/lib/platform';
import { markSessionEnded } from '@/lib/platform/session-liveness';
import { endMemberSession } from '@/lib/session/session';

/**
 * POST { period }: a time-out or self-exclusion. The platform ends every session of the member at once; this one is
 * ended here too (the cookie cleared, the token known as ended on this instance), so the next page is a visitor's.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: exclusionSchema(),
    handler: async ({ body }, { call, member }) => {
      const exclusion = await protection.exclude(call, { period: body.period });
      markSessionEnded(member.merchant, member.token);
      await endMemberSession();
      return exclusion;
    },
  }),
});
