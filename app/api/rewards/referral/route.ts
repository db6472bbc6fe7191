import { apiRoute, routeMethods } from '@/lib/api/route';
import type { ReferralSummaryDto } from '@/lib/api/centre/rewards';
import { rewards } from '@/lib/platform';

/** GET: the member's referral code, friend counts and earnings totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    handler: async (_input, { call }) => (await rewards.referralSummary(call)) satisfies ReferralSummaryDto,
  }),
});
