/** Helpers for the agent-centre suites: an agent call, ids of seeded members, sums of table rows in cents. */
import type { SandboxApp } from '../app';
import { call, tokenFor } from './helpers';

export const DAY = 24 * 60 * 60 * 1000;
export const TEAM_PASSWORD = 'Down#2026';

export function agentCall<T>(app: SandboxApp, token: string | undefined, path: string, body: unknown = {}, merchant = 'demo') {
  return call<T>(app, 'POST', path, { merchant, token, body });
}

/** One login per app, merchant and account (the sandbox allows 20 logins a minute). */
const tokens = new WeakMap<SandboxApp, Map<string, Promise<string>>>();
export function cachedToken(app: SandboxApp, merchant: string, username: string, password: string): Promise<string> {
  let map = tokens.get(app);
  if (!map) tokens.set(app, (map = new Map()));
  const key = `${merchant}/${username}`;
  if (!map.has(key)) map.set(key, tokenFor(app, merchant, username, password));
  return map.get(key)!;
}

export const agentToken = (app: SandboxApp, merchant = 'demo') => cachedToken(app, merchant, 'agent1', 'Agent#2026');
export const downToken = (app: SandboxApp, username = 'down1', merchant = 'demo') => cachedToken(app, merchant, username, TEAM_PASSWORD);
export const playerToken = (app: SandboxApp, merchant = 'demo') => cachedToken(app, merchant, 'player1', 'Player#2026');

export function memberId(app: SandboxApp, username: string, merchant = 'demo'): number {
  const id = app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username);
  if (typeof id !== 'number') throw new Error(`no member ${merchant}/${username}`);
  return id;
}

export function mainBalance(app: SandboxApp, id: number): number {
  return app.db.prepare("SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ? AND wallet = 'MAIN'").pluck().get(id) as number;
}

/** Ids of the team under `root` (root excluded), any depth, with their level. */
export function teamOf(app: SandboxApp, root: number): Map<number, number> {
  const out = new Map<number, number>();
  let frontier = [root];
  for (let level = 1; frontier.length > 0; level++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const child of app.db.prepare('SELECT id FROM members WHERE upline_id = ?').pluck().all(id) as number[]) {
        out.set(child, level);
        next.push(child);
      }
    }
    frontier = next;
  }
  return out;
}

export const cents = (values: number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0);
export const inCents = (v: number) => Math.round(v * 100);

/** A settled bet of `memberId` at `at` on one of the merchant's slots, with its BET and WIN ledger rows. */
export function insertBet(app: SandboxApp, memberId: number, stakeMinor: number, payoutMinor: number, at: number, merchant = 'demo'): number {
  const g = app.db
    .prepare("SELECT node_id, vassalage, game_code FROM games WHERE merchant_code = ? AND game_type = 'RNG' ORDER BY node_id LIMIT 1")
    .get(merchant) as { node_id: number; vassalage: string; game_code: string };
  const id = Number(
    app.db
      .prepare(
        `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'settled', ?, ?, ?)`,
      )
      .run(merchant, memberId, g.node_id, g.vassalage, g.game_code, stakeMinor, payoutMinor, `test-${Math.random()}`, at, at).lastInsertRowid,
  );
  const ledger = app.db.prepare('INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at, bet_id) VALUES (?, ?, ?, ?, ?, ?)');
  ledger.run(memberId, -stakeMinor, 'BET', 'test bet', at, id);
  if (payoutMinor > 0) ledger.run(memberId, payoutMinor, 'WIN', 'test win', at, id);
  return id;
}
