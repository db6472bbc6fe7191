import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { teamReportQuery } from '@/lib/validation/agent';

/** GET ?username=&from=&to=&page=&pageSize= → one page of the team's bets, with the range's totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: teamReportQuery(),
    handler: ({ query }, { call }) =>
      agent.teamBets(call, { from: query.from, to: query.to, page: query.page, pageSize: query.pageSize, username: query.username || undefined }),
  }),
});
