'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AgentApiPath, type AgentProfile } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The agent's profile: its name, the merchant's clock (GMT offset) and the contract kinds that run. */
export function useAgentProfile(enabled = true) {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'profile'),
    queryFn: () => apiFetch<AgentProfile>(AgentApiPath.PROFILE),
    enabled: loggedIn && enabled,
    staleTime: 60_000,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
