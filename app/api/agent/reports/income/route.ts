import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { agentRangeQuery } from '@/lib/validation/agent';

/** GET ?from=&to=&page=&pageSize= → the agent's own salary and dividend rows, with received, paid and net. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: agentRangeQuery(),
    handler: ({ query }, { call }) => agent.income(call, { from: query.from, to: query.to, page: query.page, pageSize: query.pageSize }),
  }),
});
