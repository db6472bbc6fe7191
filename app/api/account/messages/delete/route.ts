import { messageDeleteSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** POST { ids } → MessageChangeDto: deletes the member's own messages (all or none: another's id is a 404). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: messageDeleteSchema(),
    handler: async ({ body }, { call }) => memberAccount.deleteMessages(call, body.ids),
  }),
});
