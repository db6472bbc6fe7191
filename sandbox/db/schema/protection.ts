/** Migration 15: player protection. What each merchant switches on, members' limits and exclusions. */
export const PROTECTION_SCHEMA = `
-- A merchant's tools (contract/protection.ts ProtectionConfigDto); help_orgs is a JSON array of { name, url }.
CREATE TABLE merchant_protection (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  deposit_limits INTEGER NOT NULL DEFAULT 1,
  loss_limit INTEGER NOT NULL DEFAULT 1,
  time_limit INTEGER NOT NULL DEFAULT 1,
  reality_check INTEGER NOT NULL DEFAULT 1,
  exclusion INTEGER NOT NULL DEFAULT 1,
  reality_default INTEGER,
  require_deposit_limit INTEGER NOT NULL DEFAULT 0,
  help_orgs TEXT NOT NULL DEFAULT '[]'
);

-- A member's limit of one kind: amount in force (minor units, or minutes for timeDay; NULL = none) and a raise or a
-- removal waiting until applies_at (has_pending = 1; pending_amount NULL = removal). Read through sandbox/lib/protection.ts,
-- which applies a pending change whose time has come.
CREATE TABLE member_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'timeDay')),
  amount INTEGER,
  has_pending INTEGER NOT NULL DEFAULT 0,
  pending_amount INTEGER,
  applies_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind)
);

-- Reality-check interval and time-out or self-exclusion (excluded_until NULL with a period = permanent).
CREATE TABLE member_protection (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_minutes INTEGER,
  exclusion_period TEXT,
  excluded_until INTEGER,
  excluded_at INTEGER
);

-- The windows the limits count over (the last day, week or month of a member's bets and deposit orders).
CREATE INDEX bets_by_member_time ON bets (member_id, created_at);
CREATE INDEX deposit_orders_by_member_time ON deposit_orders (member_id, created_at);
`;
