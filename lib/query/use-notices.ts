'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ServiceApiPath, type NoticesData } from '@/lib/api/service';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/** The merchant's announcements for the notice list dialog (spec §2 Modals), in the page's language. */
export function useNotices() {
  const { site, locale } = useSite();
  return useQuery({
    queryKey: queryKeys.notices(site.merchantCode, locale),
    queryFn: () => apiFetch<NoticesData>(ServiceApiPath.NOTICES),
    staleTime: 60_000,
  });
}
