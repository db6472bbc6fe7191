/**
 * Seed of the member centre's records area: 60 days of player1's play on every merchant, so the betting
 * record, account record, profit and loss and bonus details have real pages to show. Bets on the merchant's own games
 * in every category it offers (lottery tickets with their draws), daily rebates per category, bonuses and invitation
 * rewards. The ledger rows written here sum to exactly 0 and their running balance never goes below 0 on its own: a
 * welcome bonus first, losing bets last; so player1's balance is what the accounts seed makes it (1520.75).
 * Reproducible (a PRNG seeded per merchant) and fast: prepared statements, called inside the seed's transaction.
 */
import { BET_TAB_ORDER, type BetCategory } from '@site/platform-contract';
import type { Db } from '.';
import { demoPayout, scheduleOf } from '../lib/lottery';
import { pick, seededRandom, shuffled } from '../lib/prng';
import type { MerchantSeed } from './seed-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 60;
/** Draws of the seeded tickets: one every 5 minutes per game. */
const DRAW_INTERVAL = 5 * MINUTE;

/** Amounts below are in US dollars; other currencies play the same amounts times this. */
const CURRENCY_SCALE: Record<string, number> = { USD: 1, PHP: 50, VND: 25_000 };

interface CategoryPlay {
  /** Bets a day: min + a whole number below spread. */
  perDay: [min: number, spread: number];
  stakes: number[];
  /** The payout as a multiple of the stake (lotteries: from the draw). */
  multiple(random: () => number): number;
  rebateBp: number;
}

const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** Slots, fishing, in-house games: mostly nothing, sometimes a few times the stake, never 10× (the winners board's mark). */
const slotLike = (random: () => number) => {
  const r = random();
  return r < 0.55 ? 0 : r < 0.8 ? between(random, 0.2, 1.5) : r < 0.95 ? between(random, 1.5, 4) : between(random, 4, 8);
};
/** Even-money games: lost, pushed (the stake back) or won at the price. */
const evens = (push: number, low: number, high: number) => (random: () => number) => {
  const r = random();
  return r < 0.48 ? 0 : r < 0.48 + push ? 1 : between(random, low, high);
};

const PLAY: Record<BetCategory, CategoryPlay> = {
  RNG: { perDay: [8, 3], stakes: [0.2, 0.5, 1, 2, 5], multiple: slotLike, rebateBp: 80 },
  LIVE: { perDay: [1, 2], stakes: [5, 10, 20, 50], multiple: evens(0.05, 1.95, 2), rebateBp: 60 },
  FISH: { perDay: [0, 2], stakes: [0.5, 1, 2], multiple: slotLike, rebateBp: 80 },
  SPORTS: { perDay: [0, 2], stakes: [10, 20, 50], multiple: evens(0.04, 1.6, 2.3), rebateBp: 50 },
  ESPORTS: { perDay: [0, 2], stakes: [5, 10, 20], multiple: evens(0.04, 1.6, 2.3), rebateBp: 50 },
  PVP: { perDay: [0, 2], stakes: [1, 2, 5, 10], multiple: evens(0, 1.9, 1.9), rebateBp: 50 },
  LOTT: { perDay: [0, 3], stakes: [1, 2, 5], multiple: () => 0, rebateBp: 30 },
  ELOTT: { perDay: [0, 2], stakes: [1, 2], multiple: () => 0, rebateBp: 30 },
  INHOUSE: { perDay: [0, 2], stakes: [0.1, 0.2, 0.5, 1], multiple: slotLike, rebateBp: 100 },
};

const isLottery = (c: BetCategory) => c === 'LOTT' || c === 'ELOTT';

/**
 * Kept in the seeded rows' own balance until the last day: the accounts seed's bets of the last 60 hours come before
 * its deposit, so the account's balance stays above 0 only with this much of ours under it.
 */
const RESERVE = 600;
const WELCOME_BONUS = 800;
/** Losing bets on the last day that bring the seeded rows' sum to 0. */
const CLOSING_BETS = 14;

interface Game {
  node_id: number;
  game_type: BetCategory;
  vassalage: string;
  game_code: string;
  game_name: string;
}

/** "20261126-0085": the UTC day of a draw slot and its number within the day. */
function drawNoOf(slot: number): string {
  const d = new Date(slot);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${day}-${String(Math.floor((slot % DAY) / DRAW_INTERVAL) + 1).padStart(4, '0')}`;
}

/** n distinct numbers 0–9. */
function threeOf(random: () => number): number[] {
  return shuffled([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], random).slice(0, 3);
}

export function seedRecords(db: Db, m: MerchantSeed, now: number): void {
  const memberId = db.prepare("SELECT id FROM members WHERE merchant_code = ? AND username = 'player1'").pluck().get(m.code) as
    | number
    | undefined;
  if (memberId === undefined) return;
  const games = db
    .prepare('SELECT node_id, game_type, vassalage, game_code, game_name FROM games WHERE merchant_code = ? ORDER BY node_id')
    .all(m.code) as Game[];
  // Lotteries the sandbox draws on a schedule keep their own draws; seeded tickets are on the others.
  const byCategory = new Map<BetCategory, Game[]>();
  for (const g of games) {
    if (isLottery(g.game_type) && scheduleOf(g.game_code)) continue;
    const list = byCategory.get(g.game_type) ?? [];
    list.push(g);
    byCategory.set(g.game_type, list);
  }
  const categories = BET_TAB_ORDER.filter((c) => byCategory.has(c));

  const insertBet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = db.prepare(
    'INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at, bet_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertRebate = db.prepare('INSERT INTO rebate_details (ledger_id, category, rate_bp, valid_bet_minor) VALUES (?, ?, ?, ?)');
  const insertDraw = db.prepare('INSERT OR IGNORE INTO lottery_draws (game_code, draw_no, numbers, drawn_at) VALUES (?, ?, ?, ?)');
  const drawId = db.prepare('SELECT id FROM lottery_draws WHERE game_code = ? AND draw_no = ?').pluck();
  const insertTicket = db.prepare(
    'INSERT INTO lottery_tickets (bet_id, member_id, numbers, status, draw_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const random = seededRandom(`records/${m.code}`);
  const scale = CURRENCY_SCALE[m.currency.code] ?? 1;
  const minor = (dollars: number) => Math.round(dollars * scale * 100);
  let balance = 0;
  let sequence = 0;
  let firstId: number | null = null;

  const post = (amount: number, kind: string, remark: string, at: number, betId: number | null = null): number => {
    balance += amount;
    const id = Number(insertLedger.run(memberId, amount, kind, remark, at, betId).lastInsertRowid);
    firstId ??= id;
    return id;
  };

  /** Places a bet (and its ticket); answers its valid bet. `lose` forces a losing result. */
  const bet = (category: BetCategory, stake: number, at: number, { lose = false, open = false } = {}): number => {
    const list = byCategory.get(category)!;
    const g = list[pick(random, list.length)]!;
    let payout = 0;
    let settledAt: number | null = at + (5 + pick(random, 30)) * MINUTE;
    let ticket: { numbers: number[]; status: 'won' | 'lost'; drawId: number } | null = null;
    if (open) {
      settledAt = null;
    } else if (isLottery(category)) {
      const slot = Math.ceil((at + 1) / DRAW_INTERVAL) * DRAW_INTERVAL;
      const drawNo = drawNoOf(slot);
      // Every merchant offering the game sees the same draw.
      const drawn = threeOf(seededRandom(`${g.game_code}/${drawNo}`));
      insertDraw.run(g.game_code, drawNo, drawn.join(','), slot);
      let numbers = threeOf(random);
      // Never all three (50×): the winners board stays the accounts seed's.
      while (numbers.every((n) => drawn.includes(n)) || (lose && demoPayout(stake, numbers, drawn) > 0)) numbers = threeOf(random);
      payout = demoPayout(stake, numbers, drawn);
      settledAt = slot;
      ticket = { numbers, status: payout > 0 ? 'won' : 'lost', drawId: drawId.get(g.game_code, drawNo) as number };
    } else if (!lose) {
      payout = Math.round(stake * PLAY[category].multiple(random));
      // A payout within a cent of the stake is a push: the stake back.
      if (Math.abs(payout - stake) <= 1) payout = stake;
    }
    sequence += 1;
    const betId = Number(
      insertBet.run(
        m.code, memberId, g.node_id, g.vassalage, g.game_code, stake, payout, open ? 'open' : 'settled', `records-${sequence}`, at, settledAt,
      ).lastInsertRowid,
    );
    const remark = `${g.vassalage} ${g.game_name}`;
    post(-stake, 'BET', ticket ? `${remark} ticket ${ticket.numbers.join('-')}` : remark, at, betId);
    if (ticket) insertTicket.run(betId, memberId, ticket.numbers.join(','), ticket.status, ticket.drawId, at);
    if (payout > 0) post(payout, 'WIN', ticket ? `${g.vassalage} ${g.game_code} draw ${drawNoOf(settledAt!)}` : remark, settledAt!, betId);
    return open || payout === stake ? 0 : stake;
  };

  // Day d (d = HISTORY_DAYS − 1 … 1) is [now − (d + 1)·DAY, now − d·DAY). Its rebates are paid at the start of the next.
  const start = now - HISTORY_DAYS * DAY;
  post(minor(WELCOME_BONUS), 'BONUS', 'Welcome bonus', start + 10 * MINUTE);
  let validOfDay = new Map<BetCategory, number>();
  for (let d = HISTORY_DAYS - 1; d >= 1; d--) {
    const dayStart = now - (d + 1) * DAY;
    for (const category of categories) {
      const valid = validOfDay.get(category) ?? 0;
      const rate = PLAY[category].rebateBp;
      const amount = Math.floor((valid * rate) / 10_000);
      if (amount <= 0) continue;
      const id = post(amount, 'REBATE', `Daily rebate ${category} ${(rate / 100).toFixed(2)}%`, dayStart + 30 * MINUTE);
      insertRebate.run(id, category, rate, valid);
    }
    validOfDay = new Map();
    if (d % 7 === 3) post(minor(20 + pick(random, 4) * 10), 'BONUS', 'Weekly reload bonus', dayStart + 40 * MINUTE);
    if (d % 10 === 5) post(minor(5 + pick(random, 3) * 5), 'BONUS', 'Mission reward', dayStart + 50 * MINUTE);
    if (d === 33) post(minor(88), 'BONUS', 'Birthday bonus', dayStart + 45 * MINUTE);
    if (d === 50 || d === 38 || d === 21 || d === 9) {
      post(minor(10 + pick(random, 4) * 5), 'REFERRAL', "Invitation reward: a friend's first deposit", dayStart + 55 * MINUTE);
    }
    if (d === 26 || d === 12) post(minor(3), 'REFERRAL', "Invitation reward: a friend's turnover", dayStart + 55 * MINUTE);

    const plays: { category: BetCategory; at: number }[] = [];
    for (const category of categories) {
      const [min, spread] = PLAY[category].perDay;
      // Slots are played most, and most in the last month (its betting record runs to well over 13 pages: at 6 a day it
      // came to exactly 13 at some hours, as bets the balance's reserve skips depend on the lottery draws of the day).
      const count = (category === 'RNG' && d >= 30 ? min / 2 : min) + pick(random, spread);
      for (let i = 0; i < count; i++) plays.push({ category, at: dayStart + HOUR + Math.floor(random() * 22 * HOUR) });
    }
    plays.sort((a, b) => a.at - b.at);
    for (const p of plays) {
      const stakes = PLAY[p.category].stakes;
      const stake = minor(stakes[pick(random, stakes.length)]!);
      if (balance - stake < minor(RESERVE)) continue;
      validOfDay.set(p.category, (validOfDay.get(p.category) ?? 0) + bet(p.category, stake, p.at));
    }
  }

  // The last day: yesterday's rebates, a bet still open, then losing bets until the seeded rows sum to 0.
  const lastDay = now - DAY;
  for (const category of categories) {
    const valid = validOfDay.get(category) ?? 0;
    const rate = PLAY[category].rebateBp;
    const amount = Math.floor((valid * rate) / 10_000);
    if (amount <= 0) continue;
    insertRebate.run(post(amount, 'REBATE', `Daily rebate ${category} ${(rate / 100).toFixed(2)}%`, lastDay + 30 * MINUTE), category, rate, valid);
  }
  // Today's check-in bonus, just before the last bet (so the rows' running balance stays above 0 to the end).
  post(minor(1), 'BONUS', 'Daily check-in bonus', now - 15 * MINUTE);
  const pending = categories.find((c) => c === 'SPORTS' || c === 'ESPORTS');
  if (pending) bet(pending, minor(10), now - 5 * HOUR, { open: true });
  // Spread over the last 20 hours, in whole units but the last.
  const closing = categories.filter((c) => !isLottery(c));
  const first = lastDay + 4 * HOUR;
  const step = Math.floor((now - 10 * MINUTE - first) / (CLOSING_BETS - 1));
  for (let i = 0; i < CLOSING_BETS; i++) {
    const stake = i === CLOSING_BETS - 1 ? balance : Math.max(1, Math.floor(balance / (CLOSING_BETS - i) / (scale * 100)) * scale * 100);
    bet(closing[i % closing.length]!, stake, first + i * step, { lose: true });
  }
  // Checked in time order (a win is paid when its bet settles, after the bets placed meanwhile).
  const lowest = db
    .prepare(
      `SELECT MIN(running) FROM (SELECT SUM(amount_minor) OVER (ORDER BY created_at, id) AS running
       FROM wallet_ledger WHERE member_id = ? AND id >= ?)`,
    )
    .pluck()
    .get(memberId, firstId) as number;
  if (balance !== 0 || lowest < 0) throw new Error(`seed: ${m.code} records rows sum to ${balance}, lowest ${lowest}`);
}
