import { memberRoute, ok } from '@/lib/api/access';
import type { WalletBalance } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';

/** GET: the member's total balance. */
export const GET = memberRoute(async (_request, { site, ip, language, member }) => {
  const balance = await memberApi.walletBalance({ merchant: site.merchantCode, token: member.token, ip, language });
  return ok<WalletBalance>({ amount: balance.sumBalance, currency: balance.currency });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
