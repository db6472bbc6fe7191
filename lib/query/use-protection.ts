'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import {
  ProtectionApiPath,
  type Exclusion,
  type ExclusionPeriod,
  type LimitKind,
  type PlaySession,
  type ProtectionState,
} from '@/lib/api/centre/protection';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

const protectionKey = (merchant: string) => queryKeys.centre(merchant, 'account', 'protection');

/** The member's limits (each with what its window has used), the reality check and this session (safer gambling). */
export function useProtection({ enabled = true }: { enabled?: boolean } = {}) {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: protectionKey(site.merchantCode),
    queryFn: () => apiFetch<ProtectionState>(ProtectionApiPath.STATE),
    enabled,
  });
}

/** Sets a limit; the answer is the new state, so the page shows at once what applies now and what waits. */
export function useSetLimit() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (body: { kind: LimitKind; amount: number | null }) =>
      apiFetch<ProtectionState>(ProtectionApiPath.LIMIT, { method: 'PUT', json: body }),
    onSuccess: (state) => client.setQueryData(protectionKey(site.merchantCode), state),
  });
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (minutes: number | null) => apiFetch<ProtectionState>(ProtectionApiPath.REALITY_CHECK, { method: 'PUT', json: { minutes } }),
    onSuccess: (state) => client.setQueryData(protectionKey(site.merchantCode), state),
  });
}

/** A time-out or self-exclusion: the session ends with it (the caller loads a new document). */
export function useExclude() {
  return useMutation({
    mutationFn: (period: ExclusionPeriod) => apiFetch<Exclusion>(ProtectionApiPath.EXCLUSION, { method: 'POST', json: { period } }),
  });
}

/** This session's length and result, read when the reality check shows (never cached: it is the moment's figures). */
export function fetchPlaySession(): Promise<PlaySession> {
  return apiFetch<PlaySession>(ProtectionApiPath.SESSION);
}
