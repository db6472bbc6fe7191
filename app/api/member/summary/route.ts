import { apiRoute, routeMethods } from '@/lib/api/route';
import type { MemberSummary } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';

/** GET: who is signed in, their unread message count and their avatar. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call, site }) => {
      const [info, unread, avatarUrl] = await Promise.all([
        memberApi.memberInfo(call),
        memberApi.unreadCount(call),
        memberApi.playerAvatar(call, site.imageOrigins),
      ]);
      return {
        account: info.account,
        nickname: info.nickname,
        isAgent: canUseAgentCentre(info.type),
        isTrial: isTrialType(info.type),
        vipLabel: info.memberLabel[0]?.labelName ?? null,
        unread,
        avatarUrl,
      } satisfies MemberSummary;
    },
  }),
});
