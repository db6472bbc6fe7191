'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { RewardsApiPath, type ActivityDto, type ActivityApplyRequest, type ClaimResultDto } from '@/lib/api/centre/rewards';
import { isTrialType } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The reward centre's activities with the member's state of each (titles in the page's language). */
export function useRewardActivities() {
  const { site, locale, memberType } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'activities', locale),
    queryFn: async () => (await apiFetch<{ list: ActivityDto[] }>(RewardsApiPath.ACTIVITIES)).list,
    enabled: !isTrialType(memberType) && site.features.rewardCentre,
  });
}

/**
 * After a change to one activity: its new state in the list at once, then the list read again. Every list under the
 * key has it: the reward centre's and the promotions pages' (use-promotion-activities.ts).
 */
function useActivityChanged() {
  const { site, locale } = useSite();
  const client = useQueryClient();
  const key = queryKeys.centre(site.merchantCode, 'rewards', 'activities', locale);
  return (activity: ActivityDto) => {
    client.setQueriesData<ActivityDto[]>({ queryKey: key }, (list) => list?.map((a) => (a.id === activity.id ? activity : a)));
    void client.invalidateQueries({ queryKey: key });
  };
}

/** Claims an issued reward: the header balance and the account record change with it. */
export function useClaimActivity() {
  const { site } = useSite();
  const client = useQueryClient();
  const changed = useActivityChanged();
  return useMutation({
    mutationFn: (activityId: number) => apiFetch<ClaimResultDto>(RewardsApiPath.CLAIM, { method: 'POST', json: { activityId } }),
    onSuccess: (result) => {
      changed(result.activity);
      void client.invalidateQueries({ queryKey: queryKeys.balance(site.merchantCode) });
      void client.invalidateQueries({ queryKey: queryKeys.centreArea(site.merchantCode, 'records') });
      void client.invalidateQueries({ queryKey: queryKeys.centreArea(site.merchantCode, 'wallet') });
    },
    onError: () => {
      // Claimed meanwhile (another tab): show the state the platform has.
      void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'activities') });
    },
  });
}

/** Joins an activity that is in process. */
export function useJoinActivity() {
  const changed = useActivityChanged();
  return useMutation({
    mutationFn: (activityId: number) => apiFetch<ActivityDto>(RewardsApiPath.JOIN, { method: 'POST', json: { activityId } }),
    onSuccess: changed,
  });
}

/** Applies to an activity with a comment and images (upload ids). */
export function useApplyActivity() {
  const changed = useActivityChanged();
  return useMutation({
    mutationFn: (request: ActivityApplyRequest) => apiFetch<ActivityDto>(RewardsApiPath.APPLY, { method: 'POST', json: request }),
    onSuccess: changed,
  });
}
