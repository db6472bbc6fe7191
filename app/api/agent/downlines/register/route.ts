import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { registerDownlineSchema } from '@/lib/validation/agent';

/** POST { username, password, accountType, rebateRate } → DownlineDto: an account whose upline is the agent. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'agent',
    body: registerDownlineSchema(),
    handler: ({ body }, { call }) =>
      agent.registerDownline(call, { username: body.username, password: body.password, accountType: body.accountType, rebateRate: body.rebateRate }),
  }),
});
