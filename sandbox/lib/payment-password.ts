/**
 * The payment password (withdrawals, points redeem, transfer to upline): a scrypt hash in members.payment_password_hash,
 * null until the member sets one. Checked like the login password, without blocking the event loop.
 */
import { WalletErrorCode } from '@site/platform-contract';
import type { Db } from '../db';
import type { Clock } from './clock';
import { ApiError } from './envelope';
import { hashPassword, verifyPassword } from './passwords';

/** Wrong payment passwords allowed within the window before a lock of the same length. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

export interface PaymentPasswords {
  isSet(memberId: number): boolean;
  set(memberId: number, plain: string): void;
  /** false when none is set, or when it does not match. */
  verify(memberId: number, plain: string): Promise<boolean>;
}

export function createPaymentPasswords(db: Db): PaymentPasswords {
  const read = db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').pluck();
  const write = db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?');
  return {
    isSet: (memberId) => typeof read.get(memberId) === 'string',
    set: (memberId, plain) => {
      write.run(hashPassword(plain), memberId);
    },
    verify: async (memberId, plain) => {
      const stored = read.get(memberId);
      return typeof stored === 'string' && typeof plain === 'string' && plain.length <= 64 && verifyPassword(plain, stored);
    },
  };
}

/**
 * The check every call that spends money or points makes first (withdrawals, bank cards, transfer to upline, points
 * redeem and conversion): refuses unless the payment password is set and matches; too many wrong ones (counted per
 * member across all those calls) lock it for a while. Async (scrypt): call it before the transaction that moves money.
 */
export function createPaymentPasswordCheck(db: Db, clock: Clock): (memberId: number, plain: string) => Promise<void> {
  const passwords = createPaymentPasswords(db);
  const failures = db.prepare('SELECT COUNT(*) AS n, MIN(at) AS first FROM payment_password_failures WHERE member_id = ? AND at > ?');
  const addFailure = db.prepare('INSERT INTO payment_password_failures (member_id, at) VALUES (?, ?)');
  const clearFailures = db.prepare('DELETE FROM payment_password_failures WHERE member_id = ?');
  return async (memberId, plain) => {
    if (!passwords.isSet(memberId)) throw new ApiError(409, WalletErrorCode.PAYMENT_PASSWORD_NOT_SET, 'Set a payment password first');
    const now = clock.now();
    const recent = failures.get(memberId, now - WINDOW_MS) as { n: number; first: number | null };
    if (recent.n >= MAX_FAILURES) {
      const retryAfterMs = Math.max(1000, (recent.first ?? now) + WINDOW_MS - now);
      throw new ApiError(429, WalletErrorCode.PAYMENT_PASSWORD_LOCKED, 'Too many wrong payment passwords; try again later', { retryAfterMs });
    }
    if (!(await passwords.verify(memberId, plain))) {
      addFailure.run(memberId, clock.now());
      const left = Math.max(0, MAX_FAILURES - recent.n - 1);
      throw new ApiError(400, WalletErrorCode.PAYMENT_PASSWORD_WRONG, 'The payment password is wrong', { attemptsLeft: left });
    }
    clearFailures.run(memberId);
  };
}
