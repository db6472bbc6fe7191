/**
 * Play for fun: which games a visitor may play with play money, and the fun sessions themselves. A fun
 * ticket holds its own play-money balance and spin counter; it belongs to no member and writes no bet or ledger row,
 * so a wallet can never see it.
 */
export const FUN_PLAY_SCHEMA = `
-- Per game: whether its vendor allows play for fun (the sandbox's own games do; other vendors' games do not).
ALTER TABLE games ADD COLUMN fun_mode INTEGER NOT NULL DEFAULT 0 CHECK (fun_mode IN (0, 1));
UPDATE games SET fun_mode = 1 WHERE vassalage = 'SBX' AND game_type = 'INHOUSE';

-- A fun launch's ticket (only its SHA-256 is kept): the game, its play money (minor units) and the slot's seed.
CREATE TABLE fun_tickets (
  token_hash TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  rng_seed TEXT NOT NULL,
  spins INTEGER NOT NULL DEFAULT 0,
  balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
  back_url TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX fun_tickets_by_expiry ON fun_tickets (expires_at);
`;
