'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type MemberSummary } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useReloadWhenSignedOut } from './use-member-data';

/** Who is signed in (account, nickname, VIP label) and their unread message count. */
export function useMemberSummary() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.memberSummary(site.merchantCode),
    queryFn: () => apiFetch<MemberSummary>(ApiPath.MEMBER_SUMMARY),
    enabled: loggedIn,
  });
  useReloadWhenSignedOut(query.error);
  return query;
}
