/**
 * Migration 10: the agent centre (contract/agent.ts).
 * - merchants.gmt_offset_minutes: the merchant's time zone (minutes east of GMT): the centre's clock and the edges of
 *   contract periods and overview days. demo and vn88 GMT+7 (420), ph GMT+8 (480).
 * - members: rebate_bp (the member's rebate rate, basis points; a downline's is at most its agent's), last_login_at (the
 *   seed's; a real login's session row is newer and wins), locked (shown in team management).
 * - contracts: one row per offer. tiers is JSON (ContractTierDto[], major units). At most one pending and one accepted
 *   contract per downline and kind (partial unique indexes). settled_until: the end of the last period settlement has
 *   looked at (the next period to settle starts there).
 * - contract_payouts: one row per contract and period (UNIQUE): a period is never paid twice, whatever the timing.
 * - registration_links: an agent's codes; registering with one makes an account of its type under the agent.
 * - agent_announcements and their texts per language, like the merchant's other content.
 */
export const AGENT_SCHEMA = `
ALTER TABLE merchants ADD COLUMN gmt_offset_minutes INTEGER NOT NULL DEFAULT 420;
UPDATE merchants SET gmt_offset_minutes = 480 WHERE code = 'ph';

-- The contract kinds each seeded merchant runs (a database seeded before this migration gets them too).
INSERT OR IGNORE INTO merchant_flags (merchant_code, flag)
  SELECT code, 'DAILYSAL3' FROM merchants WHERE code IN ('demo', 'vn88')
  UNION ALL SELECT code, 'HOURSAL3' FROM merchants WHERE code = 'demo'
  UNION ALL SELECT code, 'REALTIMESAL3' FROM merchants WHERE code = 'demo'
  UNION ALL SELECT code, 'CONTRACT3' FROM merchants WHERE code = 'vn88';

ALTER TABLE members ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0 CHECK (rebate_bp >= 0);
ALTER TABLE members ADD COLUMN last_login_at INTEGER;
ALTER TABLE members ADD COLUMN locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1));
-- The team is walked down the upline links (recursive queries).
CREATE INDEX members_by_upline ON members (upline_id);
CREATE INDEX bets_by_member_settled ON bets (member_id, settled_at);
CREATE INDEX wallet_ledger_by_member_time ON wallet_ledger (member_id, created_at);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  period_type TEXT NOT NULL
    CHECK (period_type IN ('fiveMinutes', 'halfHourly', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  tiers TEXT NOT NULL,
  -- The highest tier's rate, in hundredths of a percent (compares offers without parsing tiers).
  top_rate_cp INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('P', 'A', 'R')),
  end_reason TEXT CHECK (end_reason IN ('rejected', 'terminated', 'replaced')),
  upline_id INTEGER NOT NULL REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id),
  offered_at INTEGER NOT NULL,
  answered_at INTEGER,
  accepted_at INTEGER,
  ended_at INTEGER,
  settled_until INTEGER,
  CHECK (upline_id <> downline_id)
);
CREATE UNIQUE INDEX contracts_one_pending ON contracts (downline_id, kind) WHERE status = 'P';
CREATE UNIQUE INDEX contracts_one_accepted ON contracts (downline_id, kind) WHERE status = 'A';
CREATE INDEX contracts_by_upline ON contracts (upline_id, kind, id);
CREATE INDEX contracts_to_settle ON contracts (merchant_code, status);

-- status: A paid, R refused (insufficient_funds; nothing moved), M adjusted by the platform. Amounts in minor units.
CREATE TABLE contract_payouts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES contracts(id),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL CHECK (period_end > period_start),
  active_members INTEGER NOT NULL,
  valid_bet_minor INTEGER NOT NULL,
  profit_loss_minor INTEGER NOT NULL,
  rate_cp INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  status TEXT NOT NULL CHECK (status IN ('P', 'A', 'R', 'M')),
  reason TEXT CHECK (reason IN ('insufficient_funds')),
  paid_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_start)
);

CREATE TABLE registration_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  agent_id INTEGER NOT NULL REFERENCES members(id),
  code TEXT NOT NULL COLLATE NOCASE,
  account_type TEXT NOT NULL CHECK (account_type IN ('member', 'agent')),
  rebate_bp INTEGER NOT NULL CHECK (rebate_bp >= 0),
  remark TEXT,
  registrations INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);
CREATE INDEX registration_links_by_agent ON registration_links (agent_id, id);

CREATE TABLE agent_announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  published_at INTEGER NOT NULL
);
CREATE INDEX agent_announcements_by_merchant ON agent_announcements (merchant_code, published_at);
CREATE TABLE agent_announcement_i18n (
  announcement_id INTEGER NOT NULL REFERENCES agent_announcements(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  PRIMARY KEY (announcement_id, language)
);
`;
