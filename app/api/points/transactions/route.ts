import { apiRoute, routeMethods } from '@/lib/api/route';
import { transactionsQuery } from '@/lib/validation/points';
import { points } from '@/lib/platform';

/** GET ?page&pageSize&kind: every movement of the member's points, newest first. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: transactionsQuery(),
    handler: async ({ query }, { call }) =>
      points.transactions(call, { page: query.page, pageSize: query.pageSize, ...(query.kind ? { kind: query.kind } : {}) }),
  }),
});
