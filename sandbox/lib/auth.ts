/** Middleware resolving the Merchant header to a merchant, and the Authorization token to a member of that merchant. */
import type { MiddlewareHandler } from 'hono';
import { ErrorCode, PlatformHeader } from '@site/platform-contract';
import type { AppEnv, Deps, MemberRow, MerchantRow } from './context';
import { hashToken } from './crypto';
import { TRIAL_TYPE } from './accounts';
import { ApiError } from './envelope';

export function requireMerchant(deps: Deps): MiddlewareHandler<AppEnv> {
  const find = deps.db.prepare('SELECT * FROM merchants WHERE code = ?');
  return async (c, next) => {
    const code = c.req.header(PlatformHeader.MERCHANT)?.trim();
    const merchant = code ? (find.get(code) as MerchantRow | undefined) : undefined;
    if (!merchant) throw new ApiError(400, ErrorCode.MERCHANT_REQUIRED, 'A known Merchant header is required');
    c.set('merchant', merchant);
    await next();
  };
}

/** Needs requireMerchant first. A token of another merchant is as invalid as an unknown one. */
export function requireMember(deps: Deps): MiddlewareHandler<AppEnv> {
  const find = deps.db.prepare(
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = ? AND s.merchant_code = ? AND s.revoked = 0 AND s.expires_at > ?`,
  );
  return async (c, next) => {
    const token = c.req.header(PlatformHeader.AUTHORIZATION)?.trim();
    if (!token) throw new ApiError(401, ErrorCode.CUSTOMER_NOT_LOGIN, 'Not logged in');
    const member = find.get(hashToken(token), c.get('merchant').code, Date.now()) as MemberRow | undefined;
    if (!member) throw new ApiError(401, ErrorCode.TOKEN_INVALID, 'The token is invalid or expired');
    c.set('member', member);
    await next();
  };
}

/** A trial (free-play, type 4) account is refused: money, the centres and protection are for real accounts (spec §6). */
export function refuseTrialAccount(member: Pick<MemberRow, 'type'>): void {
  if (member.type === TRIAL_TYPE) throw new ApiError(403, ErrorCode.TRIAL_ACCOUNT, 'Please register an account first');
}

/** Needs requireMember first: refuseTrialAccount as a middleware. */
export const requireRealAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  refuseTrialAccount(c.get('member'));
  await next();
};
