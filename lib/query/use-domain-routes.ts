'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ServiceApiPath, type DomainRoutes } from '@/lib/api/service';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/** The merchant's domain routes for the speed test (spec §3 "Router/domain list"); their speed is measured by the dialog. */
export function useDomainRoutes() {
  const { site } = useSite();
  return useQuery({
    queryKey: queryKeys.domainRoutes(site.merchantCode),
    queryFn: () => apiFetch<DomainRoutes>(ServiceApiPath.ROUTES),
    staleTime: 5 * 60_000,
  });
}
