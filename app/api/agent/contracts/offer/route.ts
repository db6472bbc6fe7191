import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { contractOfferSchema } from '@/lib/validation/agent';

/**
 * POST { kind, downlineId, periodType, tiers, confirmLowerRate? } → ContractDto (P): an offer to a direct downline that is
 * an agent. A 409 lower_rate_needs_confirm asks the agent to confirm, then send again with confirmLowerRate true.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'agent',
    body: contractOfferSchema(),
    handler: ({ body }, { call }) =>
      agent.offerContract(call, {
        kind: body.kind,
        downlineId: body.downlineId,
        periodType: body.periodType,
        tiers: body.tiers.map((tier) => ({
          activeMembers: tier.activeMembers,
          periodValidBet: tier.periodValidBet,
          ...(body.kind === 'dividend' ? { periodNetLoss: tier.periodNetLoss ?? 0 } : {}),
          rate: tier.rate,
        })),
        ...(body.confirmLowerRate ? { confirmLowerRate: true } : {}),
      }),
  }),
});
