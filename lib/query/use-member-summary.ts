'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type MemberSummary } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** Who is signed in (account, nickname, VIP label) and their unread message count. */
export function useMemberSummary() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.memberSummary(site.merchantCode),
    queryFn: () => apiFetch<MemberSummary>(ApiPath.MEMBER_SUMMARY),
  });
}
