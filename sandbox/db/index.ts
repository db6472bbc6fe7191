/**
 * Opens the sandbox SQLite database (WAL, foreign keys), migrates it and seeds it on first use (or brings an older seed
 * up to date), at `now`: the sandbox passes its real time, a test may pass a fixed anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { isSeeded, seed, upgradeSeed } from './seed';

export type Db = Database.Database;

export function openDatabase(dbPath: string, now: number): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, now);
  if (!isSeeded(db)) db.transaction(() => seed(db, now))();
  else db.transaction(() => upgradeSeed(db, now))();
  return db;
}
