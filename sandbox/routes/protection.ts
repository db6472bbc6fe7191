/**
 * Player protection (contract/protection.ts): the member's limits, reality check, time-out and self-exclusion. The
 * rules live in sandbox/lib/protection.ts, which login, deposits, launches and bets obey too.
 */
import type { Hono } from 'hono';
import { PlatformHeader, ProtectionPath } from '@site/platform-contract';
import { exclusionRequest, limitRequest, realityCheckRequest } from '@site/platform-contract/requests/protection';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { hashToken } from '../lib/crypto';
import { badRequest, ok } from '../lib/envelope';
import { createProtection, limitAmountMinor } from '../lib/protection';
import { readJsonObject } from '../lib/validate';
import { currencyDecimals, validBody } from '../lib/valid-body';

export function registerProtectionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const protection = createProtection(deps);
  const player = [requireMerchant(deps), requireMember(deps), requireRealAccount] as const;
  const tokenHash = (authorization: string | undefined) => hashToken((authorization ?? '').trim());
  const stateOf = (memberId: number, merchantCode: string, authorization: string | undefined) =>
    protection.state(memberId, merchantCode, tokenHash(authorization));

  app.get(ProtectionPath.STATE, ...player, (c) =>
    ok(c, stateOf(c.get('member').id, c.get('merchant').code, c.req.header(PlatformHeader.AUTHORIZATION))),
  );

  app.get(ProtectionPath.SESSION, ...player, (c) =>
    ok(c, protection.session(c.get('member').id, tokenHash(c.req.header(PlatformHeader.AUTHORIZATION)))),
  );

  app.put(ProtectionPath.LIMIT, ...player, async (c) => {
    const currency = c.get('merchant').currency_code;
    const { kind, amount } = validBody(limitRequest(currency), await readJsonObject(c), currencyDecimals(currency));
    let value: number | null = null;
    if (amount !== null) {
      value = kind === 'timeDay' ? amount : limitAmountMinor(amount, currency);
      if (value === null) throw badRequest('amount must be a positive amount of the currency');
    }
    const me = c.get('member');
    const code = c.get('merchant').code;
    protection.setLimit(me.id, code, kind, value);
    return ok(c, stateOf(me.id, code, c.req.header(PlatformHeader.AUTHORIZATION)));
  });

  app.put(ProtectionPath.REALITY_CHECK, ...player, async (c) => {
    const { minutes } = validBody(realityCheckRequest(), await readJsonObject(c));
    const me = c.get('member');
    const code = c.get('merchant').code;
    protection.setRealityCheck(me.id, code, minutes);
    return ok(c, stateOf(me.id, code, c.req.header(PlatformHeader.AUTHORIZATION)));
  });

  app.post(ProtectionPath.EXCLUSION, ...player, async (c) => {
    const { period } = validBody(exclusionRequest(), await readJsonObject(c));
    return ok(c, protection.exclude(c.get('member').id, c.get('merchant').code, period));
  });
}
