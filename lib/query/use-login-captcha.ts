'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/**
 * Whether a password login with this username needs a captcha before the attempt (the platform wants one after a
 * failed login with the name). Asked on demand (the username field's blur), once per name for a short while.
 */
export function useLoginCaptchaRequired(): (username: string) => Promise<boolean> {
  const { site } = useSite();
  const client = useQueryClient();
  return useCallback(
    async (username: string) =>
      (
        await client.fetchQuery({
          queryKey: queryKeys.loginCaptchaRequired(site.merchantCode, username),
          queryFn: () => apiFetch<{ required: boolean }>(`${ApiPath.LOGIN_CAPTCHA}?username=${encodeURIComponent(username)}`),
          staleTime: 10_000,
        })
      ).required,
    [client, site.merchantCode],
  );
}
