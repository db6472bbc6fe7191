import { object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { VendorGameTypes } from '@/lib/api/contract';
import { vendorGameTypes } from '@/lib/platform';

/** GET ?vendor=: the game types the vendor has games of (GCSGAME_getVassGameType, which takes the member's token). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    query: object({ vendor: string().required('required').matches(/^[A-Za-z0-9_-]{1,40}$/, 'invalid') }),
    handler: async ({ query }, { call }) => ({ types: await vendorGameTypes(call, query.vendor) }) satisfies VendorGameTypes,
  }),
});
