'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type PointConfig } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** How points are earned and converted on this merchant: the mall's rules. */
export function usePointsConfig() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.points(site.merchantCode, 'config'),
    queryFn: () => apiFetch<PointConfig>(PointsApiPath.CONFIG),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
