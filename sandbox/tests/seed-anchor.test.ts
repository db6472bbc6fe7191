/** @jest-environment node */
/**
 * The seed on a clock passed in (sandbox/db/index.ts openDatabase): seeded twice at the same anchor, the databases hold
 * the same rows, dated from the anchor. Only the password hashes differ between processes (random salts; within one
 * process the seed reuses its hashes) and are left out, as are the tables that are not seed data (the RSA key).
 */
import { openDatabase, type Db } from '../db';
import { PRESERVED_TABLES } from '../db/migrations';

jest.setTimeout(60_000);

/** Five minutes before midnight UTC on the last day of a month: a day, a week and a month turn within the hour. */
const ANCHOR = Date.UTC(2026, 10, 30, 23, 55);
const DAY = 24 * 3600_000;

/** Every seeded table's rows in insertion order, password hashes masked. */
function rowsOf(db: Db): Record<string, unknown[]> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[])
    .filter((t) => !PRESERVED_TABLES.includes(t));
  return Object.fromEntries(
    tables.map((t) => [
      t,
      (db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all() as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.endsWith('password_hash') && v !== null ? '<hash>' : v])),
      ),
    ]),
  );
}

describe('the seed at an anchor', () => {
  const first = openDatabase(':memory:', ANCHOR);
  const second = openDatabase(':memory:', ANCHOR);
  afterAll(() => {
    first.close();
    second.close();
  });

  it('gives the same rows every time', () => {
    const a = rowsOf(first);
    expect(Object.values(a).reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(10_000);
    expect(rowsOf(second)).toEqual(a);
  });

  it('dates its history from the anchor', () => {
    expect(first.prepare('SELECT DISTINCT applied_at FROM schema_migrations').pluck().all()).toEqual([ANCHOR]);
    expect(first.prepare("SELECT created_at FROM members WHERE merchant_code = 'demo' AND username = 'player1'").pluck().get()).toBe(ANCHOR - 30 * DAY);
    expect(first.prepare('SELECT MAX(drawn_at) FROM lottery_draws').pluck().get()).toBeLessThanOrEqual(ANCHOR);
    expect(first.prepare('SELECT MAX(created_at) FROM wallet_ledger').pluck().get()).toBeLessThanOrEqual(ANCHOR);
  });
});
