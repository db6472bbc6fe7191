import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { agentPageQuery } from '@/lib/validation/agent';

/** GET ?page=&pageSize= → one page of the agent announcements, newest first, their HTML sanitized. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: agentPageQuery(),
    handler: ({ query }, { call }) => agent.announcements(call, { page: query.page, pageSize: query.pageSize }),
  }),
});
