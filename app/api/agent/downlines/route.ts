import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { downlineQuery } from '@/lib/validation/agent';

/** GET ?parentId=&username=&page=&pageSize= → DownlinesDto: a team member's direct downlines, or a search of the team. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: downlineQuery(),
    handler: ({ query }, { call }) =>
      agent.downlines(call, { page: query.page, pageSize: query.pageSize, parentId: query.parentId, username: query.username || undefined }),
  }),
});
