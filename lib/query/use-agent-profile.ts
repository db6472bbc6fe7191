'use client';
import { apiFetch } from '@/lib/api/browser';
import { AgentApiPath, type AgentProfileDto } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The agent's profile: its name, the merchant's clock (GMT offset) and the contract kinds that run. */
export function useAgentProfile(enabled = true) {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'profile'),
    queryFn: () => apiFetch<AgentProfileDto>(AgentApiPath.PROFILE),
    enabled,
    staleTime: 60_000,
  });
}
