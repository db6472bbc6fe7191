'use client';
import { apiFetch } from '@/lib/api/browser';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { PromotionsApiPath } from '@/lib/api/promotions';
import { isTrialType } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/**
 * The member's state of every promotion's activity, by activity id. Its key extends the reward centre's activities
 * key, so a join, an application or a claim made anywhere (lib/query/use-rewards-activities.ts) updates it too.
 * Visitors and trial accounts have none.
 */
export function usePromotionActivities() {
  const { site, locale, memberType } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'activities', locale, 'promotions'),
    queryFn: async () => (await apiFetch<{ list: ActivityDto[] }>(PromotionsApiPath.ACTIVITIES)).list,
    enabled: !isTrialType(memberType),
  });
}
