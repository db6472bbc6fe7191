/**
 * Play for fun: a visitor opens a game whose vendor allows it (games.fun_mode) with play money. The launch
 * needs no account; the slot runs on a fun ticket whose own play money is all a spin moves. No wallet, bet or ledger
 * row is read or written here (lib/fun-tickets.ts), so a fun session can never change anyone's balance.
 */
import type { Hono } from 'hono';
import { DEMO_STAKES, ErrorCode, GameErrorCode, GamesPath, type LaunchDto, type SpinResultDto } from '@site/platform-contract';
import { DemoGamePath } from '../demo-game-paths';
import { requireMerchant } from '../lib/auth';
import { GAME_COLUMNS, GAME_JOIN, maintenanceWindow, underMaintenance, type GameRow } from '../lib/catalogue';
import type { AppEnv, Deps } from '../lib/context';
import { endedPage, pageHeaders, slotPage } from '../lib/demo-pages';
import { ApiError, ok } from '../lib/envelope';
import { createFunTickets } from '../lib/fun-tickets';
import { RateLimiter } from '../lib/rate-limit';
import { optionalString, readJsonObject, requireNumber, requireString } from '../lib/validate';
import { toMajor, toMinor } from '../lib/wallet';
import { isLottery } from '../lib/catalogue';
import { backUrlCheck, orientationOf } from './launch';

/** Fun launches one visitor address may make a minute on a merchant. */
const FUN_LAUNCHES_PER_MINUTE = 30;
const STAKES_MINOR = DEMO_STAKES.map((s) => Math.round(s * 100));

const ticketInvalid = () => new ApiError(403, GameErrorCode.TICKET_INVALID, 'The fun session has ended; open the game again');

export function registerFunPlayRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const funTickets = createFunTickets(db);
  const limiter = new RateLimiter(FUN_LAUNCHES_PER_MINUTE, 60_000);
  const backUrlOf = backUrlCheck(deps);
  const byNode = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.node_id = ? AND g.merchant_code = ?`);
  const hostsOf = db.prepare('SELECT host FROM merchant_hosts WHERE merchant_code = ? ORDER BY host').pluck();

  app.post(GamesPath.FUN_LAUNCH, merchant, async (c) => {
    const body = await readJsonObject(c);
    const nodeId = requireNumber(body, 'nodeId', { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
    const vassalage = requireString(body, 'vassalage', { max: 40 });
    const rawBackUrl = optionalString(body, 'backUrl', { min: 0, max: 2000 });
    for (const key of ['platform', 'language'] as const) optionalString(body, key, { min: 0, max: 60 });
    const m = c.get('merchant');
    if (!limiter.hit(`${m.code}|${c.get('visitorIp')}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many fun launches from this address; wait a minute');
    }
    const game = byNode.get(nodeId, m.code) as GameRow | undefined;
    if (!game || game.vassalage !== vassalage) throw new ApiError(404, GameErrorCode.GAME_NOT_FOUND, 'No such game');
    if (game.fun_mode !== 1 || isLottery(game)) {
      throw new ApiError(403, GameErrorCode.FUN_MODE_UNAVAILABLE, 'This game cannot be played for fun');
    }
    const now = Date.now();
    if (underMaintenance(game, now)) {
      throw new ApiError(409, ErrorCode.VENDOR_UNDER_MAINTENANCE, 'The vendor is under maintenance', maintenanceWindow(game, now));
    }
    const ticket = funTickets.issue({ merchantCode: m.code, nodeId: game.node_id, backUrl: backUrlOf(rawBackUrl, m.code) });
    const orientation = orientationOf(game);
    const value: LaunchDto = {
      game_url: `${deps.publicUrl}${DemoGamePath.FUN_SLOT}?ticket=${ticket}`,
      openIn: game.open_in,
      ...(orientation ? { orientation } : {}),
    };
    return ok(c, value);
  });

  app.get(DemoGamePath.FUN_SLOT, (c) => {
    const t = funTickets.open(c.req.query('ticket'));
    if (!t) return c.body(endedPage(), 403, pageHeaders('none', []));
    const page = slotPage({
      ticket: c.req.query('ticket')!,
      gameName: t.game.game_name,
      vendorName: t.game.vendor_name,
      currency: 'FUN',
      balance: toMajor(t.balanceMinor),
      stakes: STAKES_MINOR.filter((s) => s >= t.game.min_bet_minor).map(toMajor),
      backUrl: t.backUrl,
      fun: true,
    });
    return c.body(page, 200, pageHeaders('slot', hostsOf.all(t.merchantCode) as string[]));
  });

  app.post(DemoGamePath.FUN_SPIN, async (c) => {
    const body = await readJsonObject(c);
    const token = requireString(body, 'ticket', { max: 100 });
    requireString(body, 'requestId', { max: 64, pattern: /^[A-Za-z0-9_.:-]+$/ });
    const t = funTickets.open(token);
    if (!t) throw ticketInvalid();
    const stake = toMinor(requireNumber(body, 'stake', { min: 0, max: 1_000_000 }));
    if (stake === null || !STAKES_MINOR.includes(stake) || stake < t.game.min_bet_minor) {
      throw new ApiError(400, GameErrorCode.INVALID_STAKE, 'The stake is not one this game takes');
    }
    const r = funTickets.spin.immediate(t.hash, t.rngSeed, stake);
    if (r.refused) {
      throw new ApiError(409, GameErrorCode.BALANCE_NOT_ENOUGH, 'The stake is more than the play money', { balance: toMajor(r.balanceMinor) });
    }
    const result: SpinResultDto = { betId: 0, stake: toMajor(stake), payout: toMajor(r.payoutMinor), reels: r.reels, balance: toMajor(r.balanceMinor) };
    return ok(c, result);
  });
}
