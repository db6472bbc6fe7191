/**
 * A member's points (contract/points.ts): the balance is the sum of points_ledger, and every movement is one row with
 * the balance right after it. Writers call these inside their own db.transaction, so the check of a balance and the
 * row that moves it are one atomic step (no await between them): a balance never goes below zero, whatever interleaves.
 *
 * Earning: valid bets (the stakes of settled bets) are counted once each (points_accruals) into the member's counted
 * valid bet (points_accounts); the points earned so far are floor(counted × earn_points / earn_valid_bet), so nothing
 * is lost between days. accrue() counts what settled since the last time, one EARN row per UTC day of play.
 */
import { PointsErrorCode, type PointTransactionKind } from '@site/platform-contract';
import type { Db } from '../db';
import { ApiError } from './envelope';
import { toMajor } from './wallet';

export interface PointConfigRow {
  merchant_code: string;
  earn_valid_bet_minor: number;
  earn_points: number;
  convert_enabled: number;
  convert_points: number;
  convert_amount_minor: number;
  convert_min_points: number;
  convert_max_points: number;
}

export interface Points {
  config(merchantCode: string): PointConfigRow;
  balance(memberId: number): number;
  /** Counts the member's settled bets not counted yet (settled at or before `upTo`). Call inside a transaction. */
  accrue(memberId: number, upTo: number): void;
  /** The member's counted valid bet (minor units). */
  countedValidBet(memberId: number): number;
  /**
   * Appends a movement; a debit larger than the balance is refused with points_not_enough. Answers the row's id and the
   * balance after it. Call inside a transaction.
   */
  post(memberId: number, kind: PointTransactionKind, points: number, remark: string, redemptionId: number | null, at: number): { id: number; balance: number };
}

/** Used for a merchant without a configuration row (one added after the seed): 1 point per 1.00, 100 points = 1.00. */
const DEFAULT_CONFIG: Omit<PointConfigRow, 'merchant_code'> = {
  earn_valid_bet_minor: 100,
  earn_points: 1,
  convert_enabled: 1,
  convert_points: 100,
  convert_amount_minor: 100,
  convert_min_points: 500,
  convert_max_points: 100_000,
};

const DAY = 24 * 60 * 60 * 1000;

export function createPoints(db: Db): Points {
  const configOf = db.prepare('SELECT * FROM point_configs WHERE merchant_code = ?');
  const sum = db.prepare('SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE member_id = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO points_ledger (member_id, kind, points, balance_after, remark, redemption_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const counted = db.prepare('SELECT valid_bet_minor FROM points_accounts WHERE member_id = ?').pluck();
  const setCounted = db.prepare(
    `INSERT INTO points_accounts (member_id, valid_bet_minor) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET valid_bet_minor = excluded.valid_bet_minor`,
  );
  const uncounted = db.prepare(
    `SELECT b.id, b.stake_minor, b.settled_at FROM bets b
     WHERE b.member_id = ? AND b.status = 'settled' AND b.settled_at <= ?
       AND NOT EXISTS (SELECT 1 FROM points_accruals a WHERE a.bet_id = b.id)
     ORDER BY b.settled_at, b.id`,
  );
  const markCounted = db.prepare('INSERT INTO points_accruals (bet_id, member_id, ledger_id) VALUES (?, ?, ?)');

  const config = (merchantCode: string): PointConfigRow =>
    (configOf.get(merchantCode) as PointConfigRow | undefined) ?? { merchant_code: merchantCode, ...DEFAULT_CONFIG };
  const balance = (memberId: number) => sum.get(memberId) as number;
  const countedValidBet = (memberId: number) => (counted.get(memberId) as number | undefined) ?? 0;

  const post: Points['post'] = (memberId, kind, points, remark, redemptionId, at) => {
    if (!Number.isSafeInteger(points) || points === 0) throw new Error(`points: a movement of ${points}`);
    const after = balance(memberId) + points;
    if (after < 0) throw new ApiError(409, PointsErrorCode.POINTS_NOT_ENOUGH, 'Not enough points', { balance: after - points });
    const id = Number(insert.run(memberId, kind, points, after, remark, redemptionId, at).lastInsertRowid);
    return { id, balance: after };
  };

  const merchantOf = db.prepare(
    'SELECT m.code, m.currency_symbol FROM members me JOIN merchants m ON m.code = me.merchant_code WHERE me.id = ?',
  );
  const money = (minor: number) => toMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const accrue: Points['accrue'] = (memberId, upTo) => {
    const bets = uncounted.all(memberId, upTo) as { id: number; stake_minor: number; settled_at: number }[];
    if (bets.length === 0) return;
    const merchant = merchantOf.get(memberId) as { code: string; currency_symbol: string };
    const c = config(merchant.code);
    const earned = (validMinor: number) => Math.floor((validMinor * c.earn_points) / c.earn_valid_bet_minor);
    let total = countedValidBet(memberId);
    // One group per UTC day, oldest first.
    const days = new Map<number, typeof bets>();
    for (const bet of bets) {
      const day = Math.floor(bet.settled_at / DAY);
      days.set(day, [...(days.get(day) ?? []), bet]);
    }
    for (const [day, group] of days) {
      const valid = group.reduce((n, b) => n + b.stake_minor, 0);
      const points = earned(total + valid) - earned(total);
      total += valid;
      const date = new Date(day * DAY).toISOString().slice(0, 10);
      const at = group[group.length - 1]!.settled_at;
      const ledgerId =
        points > 0 ? post(memberId, 'EARN', points, `Valid bets of ${date}: ${merchant.currency_symbol}${money(valid)} (${group.length} bets)`, null, at).id : null;
      for (const bet of group) markCounted.run(bet.id, memberId, ledgerId);
    }
    setCounted.run(memberId, total);
  };

  return { config, balance, accrue, countedValidBet, post };
}
