'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type AfterLoginData } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/** The merchant's popup notices for the after-login dialog (spec §4 "Login"). */
export function useAfterLoginNotices(enabled: boolean) {
  const { site, locale } = useSite();
  return useQuery({
    queryKey: queryKeys.afterLoginNotices(site.merchantCode, locale),
    queryFn: () => apiFetch<AfterLoginData>(ApiPath.AFTER_LOGIN),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
