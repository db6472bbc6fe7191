'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import {
  ProtectionApiPath,
  type ExclusionDto,
  type ExclusionPeriod,
  type LimitKind,
  type PlaySessionDto,
  type ProtectionDto,
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
    queryFn: () => apiFetch<ProtectionDto>(ProtectionApiPath.STATE),
    enabled,
  });
}

/** Sets a limit; the answer is the new state, so the page shows at once what applies now and what waits. */
export function useSetLimit() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (body: { kind: LimitKind; amount: number | null }) =>
      apiFetch<ProtectionDto>(ProtectionApiPath.LIMIT, { method: 'PUT', json: body }),
    onSuccess: (state) => client.setQueryData(protectionKey(site.merchantCode), state),
  });
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (minutes: number | null) => apiFetch<ProtectionDto>(ProtectionApiPath.REALITY_CHECK, { method: 'PUT', json: { minutes } }),
    onSuccess: (state) => client.setQueryData(protectionKey(site.merchantCode), state),
  });
}

/** A time-out or self-exclusion: the session ends with it (the caller loads a new document). */
export function useExclude() {
  return useMutation({
    mutationFn: (period: ExclusionPeriod) => apiFetch<ExclusionDto>(ProtectionApiPath.EXCLUSION, { method: 'POST', json: { period } }),
  });
}

/** This session's length and result, read when the reality check shows (never cached: it is the moment's figures). */
export function fetchPlaySession(): Promise<PlaySessionDto> {
  return apiFetch<PlaySessionDto>(ProtectionApiPath.SESSION);
}
