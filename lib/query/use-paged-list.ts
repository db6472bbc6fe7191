'use client';
import { keepPreviousData } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import type { PagedDto } from '@/lib/api/centre/paged';
import { useSite } from '@/lib/site/site-context';
import { queryKeys, type CentreArea } from './keys';
import { useMemberQuery } from './use-member-query';

export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** The query string of a list's parameters (empty values left out), in a stable order. */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One page of a member-centre report: GET path?params from the site's API. While the next page (or another filter)
 * loads, the rows on screen stay (the table shows its overlay over them).
 */
export function usePagedList<Row, Footer = undefined>({
  area,
  resource,
  path,
  params,
  enabled = true,
}: {
  area: CentreArea;
  resource: string;
  path: string;
  params: ListParams;
  enabled?: boolean;
}) {
  const { site } = useSite();
  const search = listSearch(params);
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, area, resource, search),
    queryFn: () => apiFetch<PagedDto<Row, Footer>>(`${path}${search}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
