import { apiRoute, routeMethods } from '@/lib/api/route';
import { realityCheckSchema } from '@/lib/api/centre/protection';
import { protection } from '@/lib/platform';

/** PUT { minutes | null }: how often the reality check shows over a game (15 to 60 minutes), or off. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: apiRoute({
    access: 'player',
    body: realityCheckSchema(),
    handler: async ({ body }, { call }) => protection.setRealityCheck(call, body.minutes ?? null),
  }),
});
