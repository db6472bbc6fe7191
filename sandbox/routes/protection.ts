/**
 * Player protection (contract/protection.ts): the member's limits, reality check, time-out and self-exclusion. The
 * rules live in sandbox/lib/protection.ts, which login, deposits, launches and bets obey too.
 */
import type { Hono } from 'hono';
import {
  EXCLUSION_PERIODS, LIMIT_AMOUNT_MAX, LIMIT_KINDS, PLAY_TIME_MAX_MINUTES, PlatformHeader, ProtectionPath,
  REALITY_CHECK_MAX_MINUTES, REALITY_CHECK_MIN_MINUTES,
} from '@site/platform-contract';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { hashToken } from '../lib/crypto';
import { badRequest, ok } from '../lib/envelope';
import { createProtection, limitAmountMinor } from '../lib/protection';
import { readJsonObject, requireNumber, requireOneOf } from '../lib/validate';
import { assertCurrencyDecimals } from '../lib/wallet';

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
    const body = await readJsonObject(c);
    const kind = requireOneOf(body, 'kind', LIMIT_KINDS);
    let value: number | null = null;
    if (body.amount !== null) {
      if (kind === 'timeDay') {
        value = requireNumber(body, 'amount', { min: 1, max: PLAY_TIME_MAX_MINUTES, integer: true });
      } else {
        const currency = c.get('merchant').currency_code;
        if (typeof body.amount === 'number') assertCurrencyDecimals(body.amount, currency);
        value = limitAmountMinor(body.amount, currency);
        if (value === null) throw badRequest(`amount must be a positive amount of at most ${LIMIT_AMOUNT_MAX}`);
      }
    }
    const me = c.get('member');
    const code = c.get('merchant').code;
    protection.setLimit(me.id, code, kind, value);
    return ok(c, stateOf(me.id, code, c.req.header(PlatformHeader.AUTHORIZATION)));
  });

  app.put(ProtectionPath.REALITY_CHECK, ...player, async (c) => {
    const body = await readJsonObject(c);
    const minutes =
      body.minutes === null ? null : requireNumber(body, 'minutes', { min: REALITY_CHECK_MIN_MINUTES, max: REALITY_CHECK_MAX_MINUTES, integer: true });
    const me = c.get('member');
    const code = c.get('merchant').code;
    protection.setRealityCheck(me.id, code, minutes);
    return ok(c, stateOf(me.id, code, c.req.header(PlatformHeader.AUTHORIZATION)));
  });

  app.post(ProtectionPath.EXCLUSION, ...player, async (c) => {
    const body = await readJsonObject(c);
    const period = requireOneOf(body, 'period', EXCLUSION_PERIODS);
    return ok(c, protection.exclude(c.get('member').id, c.get('merchant').code, period));
  });
}
