'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiPath, type MemberSummary, type WalletBalance } from '@/lib/api/contract';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { queryKeys } from '@/lib/query/keys';
import { useSite } from '@/components/providers/site-provider';
import { reloadDocument } from '@/lib/navigation/document';

/**
 * A 401 from a member call means the session was cleared on the server (force logout, expiry): load the page again,
 * which then comes back logged out (or at /login on a login-to-home brand). Each failed result is handled once.
 */
function useRefreshWhenSignedOut(error: unknown) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401 && handled.current !== error) {
      handled.current = error;
      reloadDocument();
    }
  }, [error]);
}

export function useWalletBalance() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.balance(site.merchantCode),
    queryFn: () => apiFetch<WalletBalance>(ApiPath.BALANCE),
    enabled: loggedIn,
  });
  useRefreshWhenSignedOut(query.error);
  return query;
}

export function useMemberSummary() {
  const { site, loggedIn } = useSite();
  const query = useQuery({
    queryKey: queryKeys.memberSummary(site.merchantCode),
    queryFn: () => apiFetch<MemberSummary>(ApiPath.MEMBER_SUMMARY),
    enabled: loggedIn,
  });
  useRefreshWhenSignedOut(query.error);
  return query;
}
