import { apiRoute, routeMethods } from '@/lib/api/route';
import { redemptionsQuery } from '@/lib/validation/points';
import { points } from '@/lib/platform';

/** GET ?page&pageSize&status: the member's redemptions and conversions (points records), newest first. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: redemptionsQuery(),
    handler: async ({ query }, { call }) =>
      points.redemptions(call, { page: query.page, pageSize: query.pageSize, ...(query.status ? { status: query.status } : {}) }),
  }),
});
