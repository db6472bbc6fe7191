'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import {
  AgentApiPath,
  type ContractDto,
  type ContractInfoDto,
  type ContractKind,
  type ContractsDto,
  type ContractTierDto,
  type PayoutDto,
  type PayoutTotalsDto,
  type PeriodType,
} from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { listSearch, usePagedList } from './use-paged-list';
import { useMemberQuery } from './use-member-query';

export const CONTRACT_PAGE_SIZE = 10;

/** The agent's own contract of a kind and one page of those it offered. */
export function useContracts(params: { kind: ContractKind; page: number }) {
  const { site } = useSite();
  const search = listSearch({ ...params, pageSize: CONTRACT_PAGE_SIZE });
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'contracts', search),
    queryFn: () => apiFetch<ContractsDto>(`${AgentApiPath.CONTRACTS}${search}`),
    placeholderData: keepPreviousData,
  });
}

/** The member's own contracts from its upline, pending offers first (after login; any real member). */
export function useContractInfo(enabled: boolean) {
  const { site, loggedIn } = useSite();
  return useQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'contract-info'),
    queryFn: () => apiFetch<ContractInfoDto>(AgentApiPath.CONTRACT_INFO),
    enabled: loggedIn && enabled,
    retry: false,
  });
}

function useContractsChanged() {
  const client = useQueryClient();
  const { site } = useSite();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'agent', 'contracts') });
    void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'agent', 'contract-info') });
  };
}

export interface ContractOfferValues {
  kind: ContractKind;
  downlineId: number;
  periodType: PeriodType;
  tiers: ContractTierDto[];
  confirmLowerRate?: boolean;
}

export function useOfferContract() {
  const changed = useContractsChanged();
  return useMutation({
    mutationFn: (values: ContractOfferValues) => apiFetch<ContractDto>(AgentApiPath.CONTRACT_OFFER, { method: 'POST', json: values }),
    onSuccess: changed,
  });
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** Accept or reject an offer made to the member, or end the contract in force. */
export function useAnswerContract() {
  const changed = useContractsChanged();
  return useMutation({
    mutationFn: (values: { kind: ContractKind; contractId: number; action: ContractAction }) =>
      apiFetch<ContractDto>(AgentApiPath.CONTRACT_ANSWER, { method: 'POST', json: values }),
    onSuccess: changed,
  });
}

/** One page of payouts of a kind over a range: paid to the agent ('mine') or by it to its direct downlines ('team'). */
export function usePayouts(params: { kind: ContractKind; role: 'mine' | 'team'; from: number; to: number; page: number }) {
  return usePagedList<PayoutDto, PayoutTotalsDto>({ area: 'agent', resource: `payouts-${params.role}`, path: AgentApiPath.PAYOUTS, params: { ...params } });
}
