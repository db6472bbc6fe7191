'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import type { PagedList } from '@/lib/api/centre/paged';
import {
  REFERRAL_PAGE_SIZE, RewardsApiPath, type ReferralEarning, type ReferralEarningsFooter, type ReferralFriend, type ReferralSummary,
} from '@/lib/api/centre/rewards';
import { isAgentType, isTrialType } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** Referral is shown where the merchant runs the promotion, or to an agent (spec §6). */
export function useReferralAvailable(): boolean {
  const { site, loggedIn, memberType } = useSite();
  return loggedIn && !isTrialType(memberType) && (site.features.referral || isAgentType(memberType));
}

/** The member's referral code, friend counts and earnings totals. */
export function useReferralSummary() {
  const { site } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'referral'),
    queryFn: () => apiFetch<ReferralSummary>(RewardsApiPath.REFERRAL),
    enabled: useReferralAvailable(),
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

function usePagedReferral<Row, Footer = undefined>(resource: string, path: string, page: number) {
  const { site } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', resource, { page }),
    queryFn: () => apiFetch<PagedList<Row, Footer>>(`${path}?page=${page}&pageSize=${REFERRAL_PAGE_SIZE}`),
    enabled: useReferralAvailable(),
    // The page shown stays while the next one loads (the table shows its loading overlay over it).
    placeholderData: keepPreviousData,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

/** The friends the member invited, one page, newest first. */
export function useReferralFriends(page: number) {
  return usePagedReferral<ReferralFriend>('referral-friends', RewardsApiPath.REFERRAL_FRIENDS, page);
}

/** The member's referral earnings, one page, newest first, with the total of all. */
export function useReferralEarnings(page: number) {
  return usePagedReferral<ReferralEarning, ReferralEarningsFooter>('referral-earnings', RewardsApiPath.REFERRAL_EARNINGS, page);
}
