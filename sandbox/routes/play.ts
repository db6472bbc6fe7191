/**
 * The sandbox's playable demo games (DemoGamePath): the slot and the minute lottery, their pages and their calls.
 * Money moves only here and in the lottery's draws: each bet debits its stake and credits its payout in one
 * transaction (wallet_ledger rows carrying the bet's id), never below a zero balance, once per requestId.
 */
import type { Context, Hono } from 'hono';
import {
  DEMO_STAKES, GameErrorCode, type LotteryTicketDto, type SpinResultDto,
} from '@site/platform-contract';
import { DemoGamePath } from '../demo-game-paths';
import type { AppEnv, Deps } from '../lib/context';
import { endedPage, lotteryPage, pageHeaders, slotPage, type PageData } from '../lib/demo-pages';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { DEMO_LOTTERY_CODE, drawDto, type Lottery } from '../lib/lottery';
import { reelsFor, slotPayout, type LiveTicket, type Tickets } from '../lib/tickets';
import { createProtection } from '../lib/protection';
import { readJsonObject, requireNumber, requireString, type Json } from '../lib/validate';
import { createWallet, toMajor, toMinor } from '../lib/wallet';
import { isLottery } from '../lib/catalogue';

const STAKES_MINOR = DEMO_STAKES.map((s) => Math.round(s * 100));
const TICKETS_SHOWN = 20;

const ticketInvalid = () =>
  new ApiError(403, GameErrorCode.TICKET_INVALID, 'The game session has ended; launch the game again');
const duplicate = () =>
  new ApiError(409, GameErrorCode.DUPLICATE_REQUEST, 'This requestId was already used for another bet');

interface BetRow {
  id: number;
  node_id: number;
  stake_minor: number;
  payout_minor: number;
  result_json: string | null;
}

interface TicketRow {
  id: number;
  numbers: string;
  stake_minor: number;
  payout_minor: number;
  status: 'open' | 'won' | 'lost';
  draw_no: string | null;
}

function ticketDto(t: TicketRow): LotteryTicketDto {
  return {
    id: t.id,
    numbers: t.numbers.split(',').map(Number),
    stake: toMajor(t.stake_minor),
    status: t.status,
    payout: toMajor(t.payout_minor),
    drawNo: t.draw_no,
  };
}

/** The stake of a bet body, in minor units: one of the demo stakes, at or above the game's (or room's) minimum. */
function stakeOf(body: Json, minMinor: number): number {
  const stake = toMinor(requireNumber(body, 'stake', { min: 0, max: 1_000_000 }));
  if (stake === null || !STAKES_MINOR.includes(stake) || stake < minMinor) {
    throw new ApiError(400, GameErrorCode.INVALID_STAKE, 'The stake is not one this game takes');
  }
  return stake;
}

const requestIdOf = (body: Json) => requireString(body, 'requestId', { max: 64, pattern: /^[A-Za-z0-9_.:-]+$/ });

export function registerPlayRoutes(app: Hono<AppEnv>, deps: Deps, tickets: Tickets, lottery: Lottery): void {
  const { db } = deps;
  const wallet = createWallet(db);
  const protection = createProtection(deps);
  const hostsOf = db.prepare('SELECT host FROM merchant_hosts WHERE merchant_code = ? ORDER BY host').pluck();
  const betByRequest = db.prepare('SELECT id, node_id, stake_minor, payout_minor, result_json FROM bets WHERE member_id = ? AND request_id = ?');
  const insertBet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setResult = db.prepare('UPDATE bets SET result_json = ? WHERE id = ?');
  const insertTicket = db.prepare('INSERT INTO lottery_tickets (bet_id, member_id, numbers, created_at) VALUES (?, ?, ?, ?)');
  const ticketColumns = `SELECT t.id, t.numbers, b.stake_minor, b.payout_minor, t.status, d.draw_no
    FROM lottery_tickets t JOIN bets b ON b.id = t.bet_id LEFT JOIN lottery_draws d ON d.id = t.draw_id`;
  const ticketByBet = db.prepare(`${ticketColumns} WHERE t.bet_id = ?`);
  const ticketsOf = db.prepare(`${ticketColumns} WHERE t.member_id = ? ORDER BY t.id DESC LIMIT ${TICKETS_SHOWN}`);

  const live = (token: unknown): LiveTicket => {
    const t = tickets.open(token);
    if (!t) throw ticketInvalid();
    return t;
  };

  // ——— pages

  const page = (kind: 'slot' | 'lottery') => (c: Context<AppEnv>) => {
    const t = tickets.open(c.req.query('ticket'));
    if (!t || isLottery(t.game) !== (kind === 'lottery')) {
      return c.body(endedPage(), 403, pageHeaders('none', []));
    }
    const min = t.room?.min_bet_minor ?? t.game.min_bet_minor;
    const data: PageData = {
      ticket: c.req.query('ticket')!,
      gameName: t.room ? `${t.game.game_name} · ${t.room.room_name.split(' · ').pop()}` : t.game.game_name,
      vendorName: t.game.vendor_name,
      currency: t.currency,
      balance: toMajor(wallet.balance(t.memberId)),
      stakes: STAKES_MINOR.filter((s) => s >= min).map(toMajor),
      backUrl: t.backUrl,
    };
    const hosts = hostsOf.all(t.merchantCode) as string[];
    return c.body(kind === 'slot' ? slotPage(data) : lotteryPage(data), 200, pageHeaders(kind, hosts));
  };
  app.get(DemoGamePath.SLOT, page('slot'));
  app.get(DemoGamePath.LOTTERY, page('lottery'));

  // ——— the slot

  const spin = db.transaction((t: LiveTicket, body: Json, requestId: string): SpinResultDto => {
    const prior = betByRequest.get(t.memberId, requestId) as BetRow | undefined;
    if (prior) {
      // The same bet again (a retry) answers the first result; anything else reusing the id is refused.
      const same = prior.node_id === t.game.node_id && prior.result_json !== null && toMinor(Number(body.stake)) === prior.stake_minor;
      if (!same) throw duplicate();
      return JSON.parse(prior.result_json!) as SpinResultDto;
    }
    const stake = stakeOf(body, t.room?.min_bet_minor ?? t.game.min_bet_minor);
    protection.assertPlay(t.memberId, t.merchantCode, stake);
    const balance = wallet.balance(t.memberId);
    if (balance < stake) {
      throw new ApiError(409, GameErrorCode.BALANCE_NOT_ENOUGH, 'The stake is more than the balance', { balance: toMajor(balance) });
    }
    const reels = reelsFor(t.rngSeed, tickets.nextSpin(t.hash));
    const payout = slotPayout(reels, stake);
    const now = Date.now();
    const g = t.game;
    const betId = Number(
      insertBet.run(t.merchantCode, t.memberId, g.node_id, g.vassalage, g.game_code, stake, payout, 'settled', requestId, now, now)
        .lastInsertRowid,
    );
    const remark = `${g.vassalage} ${g.game_name}`;
    wallet.post(t.memberId, -stake, 'BET', remark, betId, now);
    if (payout > 0) wallet.post(t.memberId, payout, 'WIN', remark, betId, now);
    const result: SpinResultDto = { betId, stake: toMajor(stake), payout: toMajor(payout), reels, balance: toMajor(balance - stake + payout) };
    setResult.run(JSON.stringify(result), betId);
    return result;
  });

  app.post(DemoGamePath.SPIN, async (c) => {
    const body = await readJsonObject(c);
    const token = requireString(body, 'ticket', { max: 100 });
    const requestId = requestIdOf(body);
    const t = live(token);
    if (isLottery(t.game)) throw ticketInvalid();
    return ok(c, spin.immediate(t, body, requestId));
  });

  // ——— the lottery

  /** 3 distinct whole numbers 0–9, in the order picked. */
  const numbersOf = (body: Json): number[] => {
    const v = body.numbers;
    if (!Array.isArray(v) || v.length !== 3 || !v.every((n) => Number.isInteger(n) && n >= 0 && n <= 9) || new Set(v).size !== 3) {
      throw badRequest('numbers must be 3 different whole numbers from 0 to 9');
    }
    return v as number[];
  };

  const buy = db.transaction((t: LiveTicket, body: Json, requestId: string): LotteryTicketDto => {
    const numbers = numbersOf(body);
    const prior = betByRequest.get(t.memberId, requestId) as BetRow | undefined;
    if (prior) {
      const ticket = ticketByBet.get(prior.id) as TicketRow | undefined;
      const same = ticket && prior.node_id === t.game.node_id && toMinor(Number(body.stake)) === prior.stake_minor && ticket.numbers === numbers.join(',');
      if (!same) throw duplicate();
      return ticketDto(ticket);
    }
    const stake = stakeOf(body, t.game.min_bet_minor);
    protection.assertPlay(t.memberId, t.merchantCode, stake);
    const balance = wallet.balance(t.memberId);
    if (balance < stake) {
      throw new ApiError(409, GameErrorCode.BALANCE_NOT_ENOUGH, 'The stake is more than the balance', { balance: toMajor(balance) });
    }
    const now = Date.now();
    const g = t.game;
    const betId = Number(
      insertBet.run(t.merchantCode, t.memberId, g.node_id, g.vassalage, g.game_code, stake, 0, 'open', requestId, now, null).lastInsertRowid,
    );
    wallet.post(t.memberId, -stake, 'BET', `${g.vassalage} ${g.game_name} ticket ${numbers.join('-')}`, betId, now);
    insertTicket.run(betId, t.memberId, numbers.join(','), now);
    return ticketDto(ticketByBet.get(betId) as TicketRow);
  });

  app.post(DemoGamePath.LOTTERY_BUY, async (c) => {
    const body = await readJsonObject(c);
    const token = requireString(body, 'ticket', { max: 100 });
    const requestId = requestIdOf(body);
    const t = live(token);
    if (!isLottery(t.game)) throw ticketInvalid();
    return ok(c, buy.immediate(t, body, requestId));
  });

  app.get(DemoGamePath.LOTTERY_STATE, (c) => {
    const t = live(c.req.query('ticket'));
    if (!isLottery(t.game)) throw ticketInvalid();
    const last = lottery.lastDraw(DEMO_LOTTERY_CODE);
    return ok(c, {
      balance: toMajor(wallet.balance(t.memberId)),
      tickets: (ticketsOf.all(t.memberId) as TicketRow[]).map(ticketDto),
      nextDrawAt: new Date(lottery.nextDrawAt(DEMO_LOTTERY_CODE)).toISOString(),
      lastDraw: last ? drawDto(last) : null,
    });
  });
}
