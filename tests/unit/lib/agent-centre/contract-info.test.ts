/** @jest-environment node */
import { pendingOffers } from '@/lib/agent-centre/contract-info';
import type { ContractDto } from '@site/platform-contract/agent';

const contract = (id: number, status: ContractDto['status'], offeredAt: number, kind: ContractDto['kind'] = 'dividend'): ContractDto => ({
  id,
  kind,
  periodType: 'weekly',
  tiers: [{ activeMembers: 1, periodValidBet: 0, periodNetLoss: 0, rate: 5 }],
  status,
  endReason: null,
  upline: { id: 1, username: 'agent1' },
  downline: { id: 2, username: 'down1' },
  offeredAt,
  answeredAt: null,
  endedAt: null,
});

describe('pending contract offers after login', () => {
  it('lists every pending offer, kind by kind, oldest first', () => {
    const info = {
      kinds: [
        { kind: 'dividend' as const, pending: [contract(3, 'P', 30), contract(2, 'P', 20)], active: contract(1, 'A', 10) },
        { kind: 'dailySalary' as const, pending: [contract(4, 'P', 5, 'dailySalary')], active: null },
        { kind: 'hourlySalary' as const, pending: [], active: null },
      ],
    };
    expect(pendingOffers(info).map((c) => c.id)).toEqual([2, 3, 4]);
    expect(pendingOffers(undefined)).toEqual([]);
  });
});
