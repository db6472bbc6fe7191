/** The seed's customer-service set-up: which merchants take feedback. Domain routes are the merchant's hosts. */
import type { Db } from '.';
import { WhitelabelFlag } from '@site/platform-contract';
import type { MerchantSeed } from './seed-data';

/** Merchants with FEEDBACK3 on (ph has it off, so the site's menu is seen without it). */
export const FEEDBACK_MERCHANTS: readonly string[] = ['demo', 'vn88'];

export function seedService(db: Db, m: MerchantSeed): void {
  if (!FEEDBACK_MERCHANTS.includes(m.code)) return;
  db.prepare('INSERT OR IGNORE INTO merchant_flags (merchant_code, flag) VALUES (?, ?)').run(m.code, WhitelabelFlag.FEEDBACK3);
}
