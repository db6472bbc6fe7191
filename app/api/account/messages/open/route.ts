import { messageIdSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';
import { sanitizePlatformHtml } from '@/lib/security/sanitize';

/**
 * POST { id } → MessageDetailDto: one message, its HTML sanitized here before the page renders it; the platform marks it
 * read and answers the unread count after. Another member's message is a 404.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: messageIdSchema(),
    handler: async ({ body }, { call }) => {
      const message = await memberAccount.openMessage(call, body.id);
      return { ...message, content: sanitizePlatformHtml(message.content) };
    },
  }),
});
