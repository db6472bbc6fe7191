import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** GET → PlayerRankDto: the merchant's VIP levels and where the member stands (from their deposits and valid bets). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => memberAccount.playerRank(call) }),
});
