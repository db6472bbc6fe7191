import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST → MessageChangeDto: every message of the member read. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({ access: 'player', handler: async (_input, { call }) => memberAccount.readAllMessages(call) }),
});
