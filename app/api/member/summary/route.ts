import { apiRoute, routeMethods } from '@/lib/api/route';
import type { MemberSummary } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';

/** GET: who is signed in, and their unread message count. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) => {
      const [info, unread] = await Promise.all([memberApi.memberInfo(call), memberApi.unreadCount(call)]);
      return {
        account: info.account,
        nickname: info.nickname,
        isAgent: canUseAgentCentre(info.type),
        isTrial: isTrialType(info.type),
        vipLabel: info.memberLabel[0]?.labelName ?? null,
        unread,
      } satisfies MemberSummary;
    },
  }),
});
