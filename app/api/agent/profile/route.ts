import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';

/** GET → AgentProfileDto: who the agent is, its merchant's clock and the contract kinds that run. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'agent', handler: (_input, { call }) => agent.profile(call) }),
});
