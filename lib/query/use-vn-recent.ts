'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type VnRecent } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** The VN lottery games the signed-in member played last. Nothing for a visitor. */
export function useVnRecent() {
  const { site, locale, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.vnRecent(site.merchantCode, locale),
    queryFn: async () => (await apiFetch<VnRecent>(ApiPath.VN_RECENT)).games,
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
