/**
 * Migration 12: the points mall (contract/points.ts).
 * - point_configs: per merchant, how valid bets earn points and how points convert to money (minor units).
 * - point_rewards (+ point_reward_i18n): the catalogue; stock NULL is unlimited, else what is left (never below 0).
 * - point_redemptions: rewards redeemed and conversions (the spec's "points records"), with their status.
 * - points_ledger: every movement of a member's points, one row each, with the balance right after it (written in the
 *   transaction that checks the balance, so balance_after is never below 0). Points never expire: nothing dates them.
 * - points_accruals: which settled bets have been counted (each once), and points_accounts the member's counted valid
 *   bet, from which the points earned so far follow exactly (no fraction lost between days).
 */
export const POINTS_SCHEMA = `
CREATE TABLE point_configs (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  earn_valid_bet_minor INTEGER NOT NULL CHECK (earn_valid_bet_minor > 0),
  earn_points INTEGER NOT NULL CHECK (earn_points > 0),
  convert_enabled INTEGER NOT NULL CHECK (convert_enabled IN (0, 1)),
  convert_points INTEGER NOT NULL CHECK (convert_points > 0),
  convert_amount_minor INTEGER NOT NULL CHECK (convert_amount_minor > 0),
  convert_min_points INTEGER NOT NULL CHECK (convert_min_points > 0),
  convert_max_points INTEGER NOT NULL CHECK (convert_max_points >= convert_min_points)
);

CREATE TABLE point_rewards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('bonus', 'item')),
  points INTEGER NOT NULL CHECK (points > 0),
  amount_minor INTEGER CHECK ((kind = 'bonus' AND amount_minor > 0) OR (kind = 'item' AND amount_minor IS NULL)),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  -- Which picture /cdn/points/rewards/<id>.svg draws, and its colours.
  art TEXT NOT NULL,
  color_from TEXT NOT NULL,
  color_to TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort INTEGER NOT NULL
);
CREATE INDEX point_rewards_by_merchant ON point_rewards (merchant_code, active, sort);

CREATE TABLE point_reward_i18n (
  reward_id INTEGER NOT NULL REFERENCES point_rewards(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (reward_id, language)
);

CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ref_no TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('reward', 'convert')),
  reward_id INTEGER REFERENCES point_rewards(id),
  points INTEGER NOT NULL CHECK (points > 0),
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
  ratio_points INTEGER,
  ratio_amount_minor INTEGER,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  status TEXT NOT NULL CHECK (status IN ('in_process', 'approved', 'rejected')),
  remark TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  CHECK ((type = 'reward') = (reward_id IS NOT NULL))
);
CREATE INDEX point_redemptions_by_member ON point_redemptions (member_id, id);

CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'CONVERT', 'REFUND', 'GRANT')),
  points INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  remark TEXT NOT NULL,
  redemption_id INTEGER REFERENCES point_redemptions(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX points_ledger_by_member ON points_ledger (member_id, id);

CREATE TABLE points_accruals (
  bet_id INTEGER PRIMARY KEY REFERENCES bets(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  ledger_id INTEGER REFERENCES points_ledger(id)
);
CREATE INDEX points_accruals_by_member ON points_accruals (member_id);

CREATE TABLE points_accounts (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  valid_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (valid_bet_minor >= 0)
);
`;
