import { memberRoute, ok } from '@/lib/api/access';
import type { MemberSummary } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';

/** GET: who is signed in, and their unread message count. */
export const GET = memberRoute(async (_request, { site, ip, language, member }) => {
  const context = { merchant: site.merchantCode, token: member.token, ip, language };
  const [info, unread] = await Promise.all([memberApi.memberInfo(context), memberApi.unreadCount(context)]);
  return ok<MemberSummary>({
    account: info.account,
    nickname: info.nickname,
    isAgent: canUseAgentCentre(info.type),
    isTrial: isTrialType(info.type),
    vipLabel: info.memberLabel[0]?.labelName ?? null,
    unread,
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
