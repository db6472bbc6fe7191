import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** GET → AccountOverviewDto: the member's account, club label, member since, and the state of each security item. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => memberAccount.overview(call) }),
});
