import { apiRoute, routeMethods } from '@/lib/api/route';
import { limitSchema } from '@/lib/api/centre/protection';
import { protection } from '@/lib/platform';

/** PUT { kind, amount | null }: a lower limit applies at once; a higher one or a removal waits 24 hours. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: apiRoute({
    access: 'player',
    body: ({ site }) => limitSchema({ currency: site.currency.code }),
    handler: async ({ body }, { call }) => protection.setLimit(call, { kind: body.kind, amount: body.amount ?? null }),
  }),
});
