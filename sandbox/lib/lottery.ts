/**
 * The lotteries the sandbox draws: the demo lottery behind every LOTT/ELOTT launch (3 distinct numbers 0-9, every
 * minute), the VN lotteries (daily) and two fast lotteries (every 1 and 3 minutes) that the home page shows. A timer
 * (unref'd) draws each lottery when its slot comes; a demo draw settles the open demo tickets in the same transaction.
 */
import { randomInt } from 'node:crypto';
import type { DrawDto } from '@site/platform-contract';
import type { Db } from '../db';
import { seededRandom, pick } from './prng';
import { createWallet } from './wallet';

export const DEMO_LOTTERY_CODE = 'SBX_MINUTE';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotterySchedule {
  code: string;
  /** Draws happen at offsetMs + k·intervalMs (epoch ms). */
  intervalMs: number;
  offsetMs: number;
  prizeMode: PrizeMode;
  /** The drawn numbers as shown (OpenedNumbersDto.numbers), from a source of integers in [0, n). */
  draw(randomBelow: (n: number) => number): string;
  /** The draw number: from the slot's time, or a sequence. */
  drawNo(slot: number, seq: number): string;
}

/** n distinct integers in [from, to], in drawing order. */
function distinct(randomBelow: (n: number) => number, n: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(pool.splice(randomBelow(pool.length), 1)[0]!);
  return out;
}

const digits = (randomBelow: (n: number) => number, n: number) => Array.from({ length: n }, () => randomBelow(10)).join('');
const day = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, '');
/** "20261126-0421": the slot's date and its number within the day. */
const daySlot = (interval: number) => (slot: number) =>
  `${day(slot)}-${String(Math.floor((slot % DAY) / interval) + 1).padStart(4, '0')}`;

export const LOTTERY_SCHEDULES: LotterySchedule[] = [
  {
    code: DEMO_LOTTERY_CODE,
    intervalMs: MINUTE,
    offsetMs: 0,
    prizeMode: 'Elott',
    draw: (r) => distinct(r, 3, 0, 9).join(','),
    drawNo: (_slot, seq) => String(seq).padStart(6, '0'),
  },
  // VN results come out in the evening, Vietnam time (UTC+7).
  { code: 'VN_HCM', intervalMs: DAY, offsetMs: 11 * 60 * MINUTE + 15 * MINUTE, prizeMode: 'SEA', draw: (r) => digits(r, 6), drawNo: (s) => day(s) },
  { code: 'VN_HN', intervalMs: DAY, offsetMs: 11 * 60 * MINUTE + 30 * MINUTE, prizeMode: 'SEA', draw: (r) => digits(r, 5), drawNo: (s) => day(s) },
  { code: 'VN_DN', intervalMs: DAY, offsetMs: 10 * 60 * MINUTE + 15 * MINUTE, prizeMode: 'SEA', draw: (r) => digits(r, 6), drawNo: (s) => day(s) },
  {
    code: 'SSC_1M',
    intervalMs: MINUTE,
    offsetMs: 0,
    prizeMode: 'Lott',
    draw: (r) => Array.from({ length: 5 }, () => r(10)).join(','),
    drawNo: daySlot(MINUTE),
  },
  {
    code: 'PK10_3M',
    intervalMs: 3 * MINUTE,
    offsetMs: 0,
    prizeMode: 'Lott',
    draw: (r) => distinct(r, 10, 1, 10).map((n) => String(n).padStart(2, '0')).join(','),
    drawNo: daySlot(3 * MINUTE),
  },
];

export const scheduleOf = (code: string) => LOTTERY_SCHEDULES.find((s) => s.code === code);

/** The latest slot at or before now. */
export function slotAt(s: LotterySchedule, now: number): number {
  return Math.floor((now - s.offsetMs) / s.intervalMs) * s.intervalMs + s.offsetMs;
}

const cryptoBelow = (n: number) => randomInt(n);

/** Demo prizes: all 3 numbers → 50×, 2 → 2×, else nothing. */
export function demoPayout(stakeMinor: number, ticket: number[], drawn: number[]): number {
  const matches = ticket.filter((n) => drawn.includes(n)).length;
  return matches === 3 ? stakeMinor * 50 : matches === 2 ? stakeMinor * 2 : 0;
}

interface DrawRow {
  id: number;
  game_code: string;
  draw_no: string;
  numbers: string;
  drawn_at: number;
}

export function drawDto(row: DrawRow): DrawDto {
  return { drawNo: row.draw_no, numbers: row.numbers.split(',').map(Number), drawnAt: new Date(row.drawn_at).toISOString() };
}

/** History for a new database: the last 60 draws of each minute lottery, the last 30 of each daily one. Reproducible numbers. */
export function seedDrawHistory(db: Db, now: number): void {
  const insert = db.prepare('INSERT INTO lottery_draws (game_code, draw_no, numbers, drawn_at) VALUES (?, ?, ?, ?)');
  for (const s of LOTTERY_SCHEDULES) {
    const count = s.intervalMs < DAY ? 60 : 30;
    const latest = slotAt(s, now);
    for (let k = count - 1; k >= 0; k--) {
      const random = seededRandom(`${s.code}/${k}`);
      const slot = latest - k * s.intervalMs;
      insert.run(s.code, s.drawNo(slot, count - k), s.draw((n) => pick(random, n)), slot);
    }
  }
}

export interface Lottery {
  /** Draws every lottery whose latest slot has not been drawn (only that slot: missed ones are not caught up). */
  drawDue(now?: number): void;
  /** Draws the demo lottery now and settles its open tickets. */
  forceDraw(now?: number): DrawDto;
  lastDraw(code: string): DrawRow | undefined;
  /** When the next draw of the lottery happens (epoch ms). */
  nextDrawAt(code: string, now?: number): number;
  start(): void;
  stop(): void;
}

/** Draws of minute lotteries older than this are deleted (unless a ticket was settled by them). */
const KEEP_FAST_DRAWS_MS = 7 * DAY;

export function createLottery(db: Db): Lottery {
  const wallet = createWallet(db);
  const latest = db.prepare('SELECT * FROM lottery_draws WHERE game_code = ? ORDER BY drawn_at DESC, id DESC LIMIT 1');
  const maxSeq = db.prepare('SELECT COALESCE(MAX(CAST(draw_no AS INTEGER)), 0) FROM lottery_draws WHERE game_code = ?').pluck();
  const insert = db.prepare('INSERT INTO lottery_draws (game_code, draw_no, numbers, drawn_at) VALUES (?, ?, ?, ?)');
  const byId = db.prepare('SELECT * FROM lottery_draws WHERE id = ?');
  const openTickets = db.prepare(
    `SELECT t.id, t.bet_id, t.member_id, t.numbers, b.stake_minor, b.vendor, b.game_code FROM lottery_tickets t
     JOIN bets b ON b.id = t.bet_id WHERE t.status = 'open' AND t.created_at <= ? ORDER BY t.id`,
  );
  const settleTicket = db.prepare('UPDATE lottery_tickets SET status = ?, draw_id = ? WHERE id = ?');
  const settleBet = db.prepare("UPDATE bets SET payout_minor = ?, status = 'settled', settled_at = ? WHERE id = ?");
  const prune = db.prepare(
    `DELETE FROM lottery_draws WHERE game_code = ? AND drawn_at < ?
     AND NOT EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.draw_id = lottery_draws.id)`,
  );

  /** Inserts a draw; a demo draw settles the tickets bought up to its time. Call inside a transaction. */
  const drawAt = (s: LotterySchedule, slot: number, drawnAt: number): DrawRow => {
    const seq = s.code === DEMO_LOTTERY_CODE ? (maxSeq.get(s.code) as number) + 1 : 0;
    const id = Number(insert.run(s.code, s.drawNo(slot, seq), s.draw(cryptoBelow), drawnAt).lastInsertRowid);
    const draw = byId.get(id) as DrawRow;
    if (s.code === DEMO_LOTTERY_CODE) {
      const drawn = draw.numbers.split(',').map(Number);
      const tickets = openTickets.all(drawnAt) as {
        id: number; bet_id: number; member_id: number; numbers: string; stake_minor: number; vendor: string; game_code: string;
      }[];
      for (const t of tickets) {
        const payout = demoPayout(t.stake_minor, t.numbers.split(',').map(Number), drawn);
        settleTicket.run(payout > 0 ? 'won' : 'lost', id, t.id);
        settleBet.run(payout, drawnAt, t.bet_id);
        if (payout > 0) wallet.post(t.member_id, payout, 'WIN', `${t.vendor} ${t.game_code} draw ${draw.draw_no}`, t.bet_id, drawnAt);
      }
    }
    return draw;
  };

  const drawDue = db.transaction((now: number) => {
    for (const s of LOTTERY_SCHEDULES) {
      const slot = slotAt(s, now);
      const last = latest.get(s.code) as DrawRow | undefined;
      if (last && last.drawn_at >= slot) continue;
      drawAt(s, slot, slot);
      if (s.intervalMs < DAY) prune.run(s.code, now - KEEP_FAST_DRAWS_MS);
    }
  });

  const forceDraw = db.transaction((now: number) => drawAt(scheduleOf(DEMO_LOTTERY_CODE)!, now, now));

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const schedule = () => {
    if (!running) return;
    // Just after the next minute boundary: every schedule's slots are whole minutes.
    const wait = MINUTE - (Date.now() % MINUTE) + 50;
    timer = setTimeout(() => {
      try {
        drawDue.immediate(Date.now());
      } catch (err) {
        // A closed database (the app is shutting down) or a busy one: the next tick tries again.
        if (running) console.error('[sandbox] lottery draw failed', err);
      }
      schedule();
    }, wait);
    timer.unref();
  };

  return {
    drawDue: (now = Date.now()) => drawDue.immediate(now),
    forceDraw: (now = Date.now()) => drawDto(forceDraw.immediate(now)),
    lastDraw: (code) => latest.get(code) as DrawRow | undefined,
    nextDrawAt: (code, now = Date.now()) => {
      const s = scheduleOf(code);
      return s ? slotAt(s, now) + s.intervalMs : now;
    },
    start: () => {
      if (running) return;
      running = true;
      schedule();
    },
    stop: () => {
      running = false;
      if (timer) clearTimeout(timer);
    },
  };
}
