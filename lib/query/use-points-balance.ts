'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type PointBalanceDto } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useMemberQuery } from './use-member-query';

/** The member's points balance, and whether a payment password is set. */
export function usePointsBalance() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.points(site.merchantCode, 'balance'),
    queryFn: () => apiFetch<PointBalanceDto>(PointsApiPath.BALANCE),
  });
}

/** After points were spent: the mall's data loads again, and so do the wallet's (money may have come in). */
export function usePointsSpent(): () => Promise<void> {
  const { site } = useSite();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.pointsArea(site.merchantCode) }), moneyMoved()]);
  }, [client, site.merchantCode, moneyMoved]);
}
