'use client';
import { apiFetch } from '@/lib/api/browser';
import {
  REFERRAL_PAGE_SIZE, RewardsApiPath, type ReferralEarningDto, type ReferralEarningsFooterDto, type ReferralFriendDto, type ReferralSummaryDto,
} from '@/lib/api/centre/rewards';
import { isAgentType, isTrialType } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { usePagedList } from './use-paged-list';
import { useMemberQuery } from './use-member-query';

/** Referral is shown where the merchant runs the promotion, or to an agent (spec §6). */
export function useReferralAvailable(): boolean {
  const { site, loggedIn, memberType } = useSite();
  return loggedIn && !isTrialType(memberType) && (site.features.referral || isAgentType(memberType));
}

/** The member's referral code, friend counts and earnings totals. */
export function useReferralSummary() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'referral'),
    queryFn: () => apiFetch<ReferralSummaryDto>(RewardsApiPath.REFERRAL),
    enabled: useReferralAvailable(),
  });
}

/** The friends the member invited, one page, newest first. */
export function useReferralFriends(page: number) {
  return usePagedList<ReferralFriendDto>({
    area: 'rewards',
    resource: 'referral-friends',
    path: RewardsApiPath.REFERRAL_FRIENDS,
    params: { page, pageSize: REFERRAL_PAGE_SIZE },
    enabled: useReferralAvailable(),
  });
}

/** The member's referral earnings, one page, newest first, with the total of all. */
export function useReferralEarnings(page: number) {
  return usePagedList<ReferralEarningDto, ReferralEarningsFooterDto>({
    area: 'rewards',
    resource: 'referral-earnings',
    path: RewardsApiPath.REFERRAL_EARNINGS,
    params: { page, pageSize: REFERRAL_PAGE_SIZE },
    enabled: useReferralAvailable(),
  });
}
