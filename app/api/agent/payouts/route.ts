import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { payoutQuery } from '@/lib/validation/agent';

/** GET ?kind=&role=&from=&to=&page=&pageSize= → one page of payouts of a kind (paid to the agent, or by it), with totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: payoutQuery(),
    handler: ({ query }, { call }) =>
      agent.payouts(call, { kind: query.kind, role: query.role, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize }),
  }),
});
