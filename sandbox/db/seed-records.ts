/** Seed of the member centre's records area (issue 10). Call inside the seed's transaction. */
import type { Db } from '.';
import type { MerchantSeed } from './seed-data';

export function seedRecords(db: Db, m: MerchantSeed, now: number): void {
  void db;
  void m;
  void now;
}
