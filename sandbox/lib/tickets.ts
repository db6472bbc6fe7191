/**
 * Game tickets: what a launch hands to the demo game (in its URL) instead of the member's session token. A ticket is
 * 32 random bytes; only its SHA-256 is stored. It binds the member, merchant, game (and PVP room), lives only while the
 * session it was launched from lives (signing out ends the game), and expires after 30 minutes unused or 8 hours.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { GAME_COLUMNS, GAME_JOIN, type GameRow } from './catalogue';
import { hashToken } from './crypto';

export const TICKET_IDLE_MS = 30 * 60 * 1000;
export const TICKET_MAX_MS = 8 * 60 * 60 * 1000;

export interface LiveTicket {
  hash: string;
  memberId: number;
  merchantCode: string;
  currency: string;
  game: GameRow;
  room: { room_id: string; room_name: string; min_bet_minor: number } | null;
  rngSeed: string;
  backUrl: string | null;
}

export interface IssueInput {
  memberId: number;
  merchantCode: string;
  sessionHash: string;
  nodeId: number;
  roomId: string | null;
  backUrl: string | null;
}

export function createTickets(db: Db) {
  const insert = db.prepare(
    `INSERT INTO game_tickets (token_hash, member_id, merchant_code, session_hash, node_id, room_id, rng_seed, back_url, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare(
    `SELECT t.*, m.currency_code FROM game_tickets t
     JOIN sessions s ON s.token_hash = t.session_hash
     JOIN merchants m ON m.code = t.merchant_code
     WHERE t.token_hash = ? AND t.expires_at > ? AND s.revoked = 0 AND s.expires_at > ?`,
  );
  const touch = db.prepare('UPDATE game_tickets SET expires_at = MIN(created_at + ?, ?) WHERE token_hash = ?');
  const game = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.node_id = ?`);
  const room = db.prepare('SELECT room_id, room_name, min_bet_minor FROM pvp_rooms WHERE merchant_code = ? AND room_id = ?');
  const nextSpin = db.prepare('UPDATE game_tickets SET spins = spins + 1 WHERE token_hash = ? RETURNING spins - 1 AS n').pluck();

  return {
    /** A new ticket (the token itself; only its hash is kept). */
    issue(input: IssueInput): string {
      const token = randomBytes(32).toString('hex');
      const now = Date.now();
      insert.run(
        hashToken(token), input.memberId, input.merchantCode, input.sessionHash, input.nodeId, input.roomId,
        randomBytes(16).toString('hex'), input.backUrl, now, now + TICKET_IDLE_MS,
      );
      return token;
    },

    /** The live ticket for a token (its idle time starts again), or null for anything else. */
    open(token: unknown): LiveTicket | null {
      if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
      const now = Date.now();
      const hash = hashToken(token);
      const t = find.get(hash, now, now) as
        | { member_id: number; merchant_code: string; currency_code: string; node_id: number; room_id: string | null; rng_seed: string; back_url: string | null }
        | undefined;
      if (!t) return null;
      const g = game.get(t.node_id) as GameRow | undefined;
      if (!g) return null;
      touch.run(TICKET_MAX_MS, now + TICKET_IDLE_MS, hash);
      return {
        hash,
        memberId: t.member_id,
        merchantCode: t.merchant_code,
        currency: t.currency_code,
        game: g,
        room: t.room_id === null ? null : ((room.get(t.merchant_code, t.room_id) as LiveTicket['room'] | undefined) ?? null),
        rngSeed: t.rng_seed,
        backUrl: t.back_url,
      };
    },

    /** The ticket's next spin number (0, 1, …). Call inside the bet's transaction. */
    nextSpin(hash: string): number {
      return nextSpin.get(hash) as number;
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;

/** Reel symbols, from least to most valuable. */
export const REEL_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
/** Three of a kind pays stake × this (in tenths); exactly two alike pays 1.2×. Return to player ≈ 94%. */
const THREE_PAYS_TENTHS = [20, 30, 50, 100, 250, 500];
const TWO_PAYS_TENTHS = 12;

/** The reels of spin n of a ticket: HMAC-SHA256(seed, n), 4 bytes per reel. */
export function reelsFor(seed: string, n: number): string[] {
  const mac = createHmac('sha256', seed).update(String(n)).digest();
  return [0, 1, 2].map((i) => REEL_SYMBOLS[mac.readUInt32BE(i * 4) % REEL_SYMBOLS.length]!);
}

/** The payout (minor units) of reels for a stake (minor units, a multiple of 10). */
export function slotPayout(reels: string[], stakeMinor: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return (stakeMinor * THREE_PAYS_TENTHS[REEL_SYMBOLS.indexOf(a as (typeof REEL_SYMBOLS)[number])]!) / 10;
  if (a === b || b === c || a === c) return (stakeMinor * TWO_PAYS_TENTHS) / 10;
  return 0;
}
