import 'server-only';
import type { LoginResultDto } from '@site/platform-contract';
import { member as memberApi, type CallContext } from '@/lib/platform';
import { startMemberSession } from '@/lib/session/session';
import { recordSessionOpened } from '@/server/observability/metrics';

/**
 * After any successful platform login (password, free play, later SMS and registration): learn who the token belongs
 * to and seal it into the session cookie for this merchant.
 */
export async function signIn(context: CallContext & { merchant: string }, result: LoginResultDto, remember = false): Promise<void> {
  const info = await memberApi.memberInfo({ ...context, token: result.token });
  await startMemberSession({
    token: result.token,
    merchant: context.merchant,
    account: info.account,
    memberType: info.type,
    remember,
    expiresAt: Date.parse(result.expiresAt) || undefined,
  });
  recordSessionOpened(context.merchant);
}
