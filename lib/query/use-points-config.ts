'use client';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type PointConfigDto } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** How points are earned and converted on this merchant: the mall's rules. */
export function usePointsConfig() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.points(site.merchantCode, 'config'),
    queryFn: () => apiFetch<PointConfigDto>(PointsApiPath.CONFIG),
    staleTime: 5 * 60_000,
  });
}
