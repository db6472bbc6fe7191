import { object } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { PagedDto } from '@/lib/api/centre/paged';
import type { ReferralFriendDto } from '@/lib/api/centre/rewards';
import { rewards } from '@/lib/platform';
import { pageQueryFields } from '@/lib/validation/report-query';

/** GET ?page&pageSize: the friends the member invited, newest first. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: object(pageQueryFields),
    handler: async ({ query }, { call }) => (await rewards.referralFriends(call, query)) satisfies PagedDto<ReferralFriendDto>,
  }),
});
