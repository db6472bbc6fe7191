/**
 * The wallet: a member's balance is the sum of their ledger (wallet_ledger, minor units). Writers call these inside
 * their own transaction, so a check of the balance and the rows that move it are one atomic step.
 */
import type { Db } from '../db';

export interface Wallet {
  /** Balance in minor units. */
  balance(memberId: number): number;
  /** Appends a movement (negative: a debit). */
  post(memberId: number, amountMinor: number, kind: string, remark: string, betId: number | null, at: number): void;
}

export function createWallet(db: Db): Wallet {
  const sum = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at, bet_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    balance: (memberId) => sum.get(memberId) as number,
    post: (memberId, amountMinor, kind, remark, betId, at) => {
      insert.run(memberId, amountMinor, kind, remark, at, betId);
    },
  };
}

/** Major units (2 decimals) to minor units; null when the amount has more than 2 decimals or is not finite. */
export function toMinor(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const minor = Math.round(amount * 100);
  return Math.abs(minor - amount * 100) < 1e-6 ? minor : null;
}

export const toMajor = (minor: number): number => minor / 100;
