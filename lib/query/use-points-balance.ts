'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type PointBalance } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';
import { useMoneyMoved } from './use-wallet-balances';

/** The member's points balance, and whether a payment password is set. */
export function usePointsBalance() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.points(site.merchantCode, 'balance'),
    queryFn: () => apiFetch<PointBalance>(PointsApiPath.BALANCE),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
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
