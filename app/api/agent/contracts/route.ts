import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { contractListQuery } from '@/lib/validation/agent';

/** GET ?kind=&status=&page=&pageSize= → ContractsDto: the agent's own contract of the kind and those it offered. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: contractListQuery(),
    handler: ({ query }, { call }) =>
      agent.contracts(call, { kind: query.kind, page: query.page, pageSize: query.pageSize, ...(query.status ? { status: query.status } : {}) }),
  }),
});
