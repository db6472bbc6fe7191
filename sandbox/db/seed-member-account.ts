/** Seed of the member centre's member-account area (issue 10). Call inside the seed's transaction. */
import type { Db } from '.';
import type { MerchantSeed } from './seed-data';

export function seedMemberAccount(db: Db, m: MerchantSeed, now: number): void {
  void db;
  void m;
  void now;
}
