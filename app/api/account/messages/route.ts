import { messageListQuery } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';

/** GET ?page=&pageSize= → MessageListDto: the member's platform messages, newest first, in the page's language. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: messageListQuery(),
    handler: async ({ query }, { call }) => memberAccount.messages(call, query.page, query.pageSize),
  }),
});
