'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

const fetchCheck = (code: string) => apiFetch<{ valid: boolean }>(`${ApiPath.AFFILIATE_CHECK}?code=${encodeURIComponent(code)}`);

/** Whether an affiliate (invitation) code is known for this domain: for a code carried by the URL. */
export function useAffiliateCheck(code: string | null) {
  const { site } = useSite();
  return useQuery({
    queryKey: queryKeys.affiliateCheck(site.merchantCode, code ?? ''),
    queryFn: () => fetchCheck(code ?? ''),
    enabled: code !== null,
    staleTime: 60_000,
  });
}

/** The same check on demand, for a code typed into the form (asked once per code). */
export function useCheckAffiliateCode(): (code: string) => Promise<boolean> {
  const { site } = useSite();
  const client = useQueryClient();
  return useCallback(
    async (code: string) =>
      (await client.fetchQuery({ queryKey: queryKeys.affiliateCheck(site.merchantCode, code), queryFn: () => fetchCheck(code), staleTime: 60_000 }))
        .valid,
    [client, site.merchantCode],
  );
}
