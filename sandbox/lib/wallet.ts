/**
 * The wallet: a member's balances are sums of their ledger (wallet_ledger, minor units), one per wallet: 'MAIN' (what
 * games spend, deposits fill and withdrawals take) and, on a multi-wallet merchant, one per vendor (filled by transfers).
 * Writers call these inside their own transaction, so a check of a balance and the rows that move it are one atomic step.
 */
import type { Db } from '../db';

export const MAIN = 'MAIN';

export interface Wallet {
  /** The main wallet's balance in minor units (what a game may stake). */
  balance(memberId: number): number;
  /** One wallet's balance in minor units. */
  balanceOf(memberId: number, wallet: string): number;
  /** Every wallet's balance (wallets without rows are absent). */
  balances(memberId: number): Map<string, number>;
  /** Every wallet together (the header's sumBalance). */
  total(memberId: number): number;
  /** Appends a movement of the main wallet, or of `wallet` (negative: a debit). */
  post(memberId: number, amountMinor: number, kind: string, remark: string, betId: number | null, at: number, wallet?: string): void;
}

export function createWallet(db: Db): Wallet {
  const sumOf = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ? AND wallet = ?').pluck();
  const sumAll = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ?').pluck();
  const byWallet = db.prepare('SELECT wallet, SUM(amount_minor) AS total FROM wallet_ledger WHERE member_id = ? GROUP BY wallet');
  const insert = db.prepare(
    'INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at, bet_id, wallet) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    balance: (memberId) => sumOf.get(memberId, MAIN) as number,
    balanceOf: (memberId, wallet) => sumOf.get(memberId, wallet) as number,
    balances: (memberId) =>
      new Map((byWallet.all(memberId) as { wallet: string; total: number }[]).map((r) => [r.wallet, r.total])),
    total: (memberId) => sumAll.get(memberId) as number,
    post: (memberId, amountMinor, kind, remark, betId, at, wallet = MAIN) => {
      insert.run(memberId, amountMinor, kind, remark, at, betId, wallet);
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
