/**
 * The payment password (withdrawals, points redeem, transfer to upline): a scrypt hash in members.payment_password_hash,
 * null until the member sets one. Checked like the login password, without blocking the event loop.
 */
import type { Db } from '../db';
import { hashPassword, verifyPassword } from './passwords';

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
