/**
 * A running sandbox's database file, opened as it is (no migration, no seed), for end-to-end tests that write into it
 * what an operator's back office would (hostile content, a promotion's state). better-sqlite3 is the sandbox's
 * package, not the site's: the tests reach it through here.
 */
import Database from 'better-sqlite3';
import type { Db } from '.';

export function openExistingDatabase(dbPath: string): Db {
  return new Database(dbPath, { fileMustExist: true, timeout: 5000 });
}
