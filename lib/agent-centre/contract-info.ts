/** The consolidated contract info (contract/agent.ts CONTRACT_INFO), read for the after-login prompt. Pure. */
import type { ContractDto, ContractInfoDto } from '@site/platform-contract/agent';

/** Every offer waiting for the member's answer, in the platform's order of kinds, oldest offer first. */
export function pendingOffers(info: ContractInfoDto | undefined): ContractDto[] {
  if (!info) return [];
  return info.kinds.flatMap((entry) => [...entry.pending].filter((c) => c.status === 'P').sort((a, b) => a.offeredAt - b.offeredAt));
}
