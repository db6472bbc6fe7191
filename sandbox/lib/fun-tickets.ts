/**
 * Fun tickets: what a fun launch hands to the slot instead of a member's ticket. Like a game ticket (lib/tickets.ts) a
 * fun ticket is 32 random bytes of which only the SHA-256 is kept, but it belongs to no member and no session: it
 * carries its own play money, and a spin moves only that. Nothing here reads or writes a wallet, a bet or a ledger row.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { GAME_COLUMNS, GAME_JOIN, type GameRow } from './catalogue';
import { hashToken } from './crypto';
import { reelsFor, slotPayout, TICKET_IDLE_MS, TICKET_MAX_MS } from './tickets';

/** The play money a fun session starts with, in minor units (1,000.00). */
export const FUN_PLAY_MONEY_MINOR = 100_000;

interface FunTicket {
  hash: string;
  merchantCode: string;
  game: GameRow;
  rngSeed: string;
  /** Play money left, minor units. */
  balanceMinor: number;
  backUrl: string | null;
}

export function createFunTickets(db: Db) {
  const insert = db.prepare(
    `INSERT INTO fun_tickets (token_hash, merchant_code, node_id, rng_seed, balance_minor, back_url, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare('SELECT * FROM fun_tickets WHERE token_hash = ? AND expires_at > ?');
  const touch = db.prepare('UPDATE fun_tickets SET expires_at = MIN(created_at + ?, ?) WHERE token_hash = ?');
  const game = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.node_id = ?`);
  const state = db.prepare('SELECT spins, balance_minor FROM fun_tickets WHERE token_hash = ?');
  const play = db.prepare('UPDATE fun_tickets SET spins = spins + 1, balance_minor = ? WHERE token_hash = ?');
  const sweep = db.prepare('DELETE FROM fun_tickets WHERE expires_at <= ?');

  return {
    /** A new fun ticket with a full purse of play money (the token itself; only its hash is kept). */
    issue(input: { merchantCode: string; nodeId: number; backUrl: string | null }): string {
      const token = randomBytes(32).toString('hex');
      const now = Date.now();
      sweep.run(now);
      insert.run(hashToken(token), input.merchantCode, input.nodeId, randomBytes(16).toString('hex'), FUN_PLAY_MONEY_MINOR, input.backUrl, now, now + TICKET_IDLE_MS);
      return token;
    },

    /** The live fun ticket for a token (its idle time starts again), or null. */
    open(token: unknown): FunTicket | null {
      if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
      const now = Date.now();
      const hash = hashToken(token);
      const t = find.get(hash, now) as
        | { merchant_code: string; node_id: number; rng_seed: string; balance_minor: number; back_url: string | null }
        | undefined;
      if (!t) return null;
      const g = game.get(t.node_id) as GameRow | undefined;
      if (!g || g.fun_mode !== 1) return null;
      touch.run(TICKET_MAX_MS, now + TICKET_IDLE_MS, hash);
      return { hash, merchantCode: t.merchant_code, game: g, rngSeed: t.rng_seed, balanceMinor: t.balance_minor, backUrl: t.back_url };
    },

    /**
     * One spin for `stakeMinor` of play money: its reels, payout and the play money after it (minor units), or null when
     * the play money left is less than the stake. Read and written in one transaction, so two spins at once cannot
     * both spend the same coins.
     */
    spin: db.transaction((hash: string, seed: string, stakeMinor: number) => {
      const s = state.get(hash) as { spins: number; balance_minor: number } | undefined;
      if (!s || s.balance_minor < stakeMinor) return { refused: true as const, balanceMinor: s?.balance_minor ?? 0 };
      const reels = reelsFor(seed, s.spins);
      const payoutMinor = slotPayout(reels, stakeMinor);
      const balanceMinor = s.balance_minor - stakeMinor + payoutMinor;
      play.run(balanceMinor, hash);
      return { refused: false as const, reels, payoutMinor, balanceMinor };
    }),
  };
}
