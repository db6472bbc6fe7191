import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';

/**
 * GET → ContractInfoDto: the member's own contracts from its upline, pending offers first (the after-login prompt). Any
 * real member may ask: a downline answering an offer need not be an agent yet.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: (_input, { call }) => agent.contractInfo(call) }),
});
