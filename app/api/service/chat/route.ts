import { fail } from '@/lib/api/envelope';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { INVALID_SERVICE_URL, isVipRank, NO_SERVICE, type ServiceChat } from '@/lib/api/service';
import { memberInfo } from '@/lib/platform/member';
import { vipChatUrl } from '@/lib/platform/service';
import { ServiceChatUrlError } from '@/lib/platform/service-chat';

/**
 * POST → ServiceChat: where this member's customer service is (spec §6). A club rank above 4 on a merchant with VIP
 * service: the service chat's VIP room, decrypted here and checked to be an http(s) address (else 502
 * invalid_service_url, and the browser closes the window it opened). Everyone else: the merchant's live chat. A POST:
 * each call opens a chat session on the platform.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'member',
    handler: async (_input, { site, call }) => {
      const vipOffered = site.customerService.some((entry) => entry.type === 'VIP');
      if (vipOffered) {
        const info = await memberInfo(call);
        if (isVipRank(info.clubLabel?.rankLevel)) {
          try {
            return { kind: 'vip', url: await vipChatUrl(call) } satisfies ServiceChat;
          } catch (error) {
            if (error instanceof ServiceChatUrlError) return fail(502, INVALID_SERVICE_URL);
            throw error;
          }
        }
      }
      const liveChat = site.customerService.find((entry) => entry.type === 'LIVECHAT');
      if (!liveChat) return fail(404, NO_SERVICE);
      return { kind: 'livechat', url: liveChat.url } satisfies ServiceChat;
    },
  }),
});
