import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { agentRangeQuery } from '@/lib/validation/agent';

/** GET ?from=&to= → TeamOverviewDto: the team's figures over the range, its days, and its size by level. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: agentRangeQuery(),
    handler: ({ query }, { call }) => agent.teamOverview(call, { from: query.from, to: query.to }),
  }),
});
