'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AgentApiPath, type AgentAnnouncement, type Downlines, type TeamOverview } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';
import { listSearch, usePagedList } from './use-paged-list';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** One page of the agent announcements, newest first (HTML sanitized by the site's API). */
export function useAgentAnnouncements(page: number) {
  return usePagedList<AgentAnnouncement>({
    area: 'agent',
    resource: 'announcements',
    path: AgentApiPath.ANNOUNCEMENTS,
    params: { page, pageSize: ANNOUNCEMENT_PAGE_SIZE },
  });
}

/** The team's figures, days and size by level over a range. */
export function useTeamOverview(params: { from: number; to: number }) {
  const { site, loggedIn } = useSite();
  const search = listSearch(params);
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'overview', search),
    queryFn: () => apiFetch<TeamOverview>(`${AgentApiPath.OVERVIEW}${search}`),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}

/** A team member's direct downlines (the agent's own without a parent), or a search of the whole team by username. */
export function useDownlines(params: { parentId?: number; username?: string; page: number; pageSize?: number }) {
  const { site, loggedIn } = useSite();
  const search = listSearch(params);
  const query = useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'downlines', search),
    queryFn: () => apiFetch<Downlines>(`${AgentApiPath.DOWNLINES}${search}`),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
