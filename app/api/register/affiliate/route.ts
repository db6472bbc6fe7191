import { object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import { isLinkCode } from '@/lib/validation/register-request';

/** GET ?code=: is this affiliate (invitation) code known for this domain? { valid }. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    query: object({ code: string().trim().default('').max(64, 'invalid') }),
    // Something that cannot be a code is not sent to the platform at all.
    handler: async ({ query }, { site, call }) => ({
      valid: isLinkCode(query.code) ? await accounts.isValidAffiliateCode(call, query.code, site.host) : false,
    }),
  }),
});
