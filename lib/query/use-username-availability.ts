'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type UsernameAvailability } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/** How long one answer stands for a name: the blur's answer serves the submit that follows, without a second call. */
const ANSWER_FRESH_MS = 30_000;

/**
 * Whether a username could be registered now, on demand (as the player leaves the field, and before the human check
 * on submit). Rejects with the ApiError of a refused check (429 past the platform's limit, a network failure).
 */
export function useCheckUsername(): (username: string) => Promise<boolean> {
  const { site } = useSite();
  const client = useQueryClient();
  return useCallback(
    async (username: string) => {
      const answer = await client.fetchQuery({
        queryKey: queryKeys.usernameAvailability(site.merchantCode, username),
        queryFn: () => apiFetch<UsernameAvailability>(`${ApiPath.USERNAME_AVAILABILITY}?username=${encodeURIComponent(username)}`),
        staleTime: ANSWER_FRESH_MS,
        retry: false,
      });
      if (typeof answer?.available !== 'boolean') throw new Error('The username check gave no answer');
      return answer.available;
    },
    [client, site.merchantCode],
  );
}
