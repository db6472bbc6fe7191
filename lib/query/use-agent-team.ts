'use client';
import { keepPreviousData } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AgentApiPath, type AgentAnnouncementDto, type DownlinesDto, type TeamOverviewDto } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { listSearch, usePagedList } from './use-paged-list';
import { useMemberQuery } from './use-member-query';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** One page of the agent announcements, newest first (HTML sanitized by the site's API). */
export function useAgentAnnouncements(page: number) {
  return usePagedList<AgentAnnouncementDto>({
    area: 'agent',
    resource: 'announcements',
    path: AgentApiPath.ANNOUNCEMENTS,
    params: { page, pageSize: ANNOUNCEMENT_PAGE_SIZE },
  });
}

/** The team's figures, days and size by level over a range. */
export function useTeamOverview(params: { from: number; to: number }) {
  const { site } = useSite();
  const search = listSearch(params);
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'overview', search),
    queryFn: () => apiFetch<TeamOverviewDto>(`${AgentApiPath.OVERVIEW}${search}`),
    placeholderData: keepPreviousData,
  });
}

/** A team member's direct downlines (the agent's own without a parent), or a search of the whole team by username. */
export function useDownlines(params: { parentId?: number; username?: string; page: number; pageSize?: number }) {
  const { site } = useSite();
  const search = listSearch(params);
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'downlines', search),
    queryFn: () => apiFetch<DownlinesDto>(`${AgentApiPath.DOWNLINES}${search}`),
    placeholderData: keepPreviousData,
  });
}
