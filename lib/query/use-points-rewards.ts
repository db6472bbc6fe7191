'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type PointRewardDto, type RedeemResultDto } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { usePointsSpent } from './use-points-balance';
import { useMemberQuery } from './use-member-query';

/** The merchant's rewards, in the page's language. */
export function usePointsRewards() {
  const { site } = useSite();
  const locale = useLocale();
  return useMemberQuery({
    queryKey: queryKeys.points(site.merchantCode, 'rewards', locale),
    queryFn: () => apiFetch<PointRewardDto[]>(PointsApiPath.REWARDS),
  });
}

/** Redeems one reward with the payment password (which lives only in this call). */
export function useRedeemReward() {
  const spent = usePointsSpent();
  return useMutation({
    mutationFn: (values: { rewardId: number; paymentPassword: string }) => apiFetch<RedeemResultDto>(PointsApiPath.REDEEM, { method: 'POST', json: values }),
    onSuccess: () => spent(),
  });
}
