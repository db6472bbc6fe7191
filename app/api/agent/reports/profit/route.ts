import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { teamReportQuery } from '@/lib/validation/agent';

/** GET ?username=&from=&to=&page=&pageSize= → the team's profit and loss by member, with the range's totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: teamReportQuery(),
    handler: ({ query }, { call }) =>
      agent.teamProfit(call, { from: query.from, to: query.to, page: query.page, pageSize: query.pageSize, username: query.username || undefined }),
  }),
});
