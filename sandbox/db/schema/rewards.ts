/** Migration 9: activities and applications, missions, referral earnings. */
export const REWARDS_SCHEMA = `
-- The reward centre's activities a merchant runs (contract/rewards.ts ActivityDto). An activity may belong to one of
-- the site's promotions. Its texts are per language, like the merchant's other content.
CREATE TABLE reward_activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  promotion_id INTEGER REFERENCES promotions(id) ON DELETE SET NULL,
  category TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('join', 'apply')),
  reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  sort INTEGER NOT NULL
);
CREATE INDEX reward_activities_by_merchant ON reward_activities (merchant_code, sort);

CREATE TABLE reward_activity_i18n (
  activity_id INTEGER NOT NULL REFERENCES reward_activities(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (activity_id, language)
);

-- A member's participation in an activity: one row per member and activity. state walks
-- joined | applying → issued | rejected; issued → claimed; rejected → applying (a new application). The claim's BONUS
-- ledger row is written in the transaction that moves issued to claimed (UPDATE … WHERE state = 'issued').
CREATE TABLE reward_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  activity_id INTEGER NOT NULL REFERENCES reward_activities(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  state TEXT NOT NULL CHECK (state IN ('joined', 'applying', 'issued', 'claimed', 'rejected')),
  comment TEXT,
  applied_at INTEGER NOT NULL,
  decided_at INTEGER,
  claimed_at INTEGER,
  UNIQUE (activity_id, member_id)
);
CREATE INDEX reward_applications_by_member ON reward_applications (member_id);

-- The images of an application: ids of the member's uploads (the wallet area's uploads table). An upload goes with one
-- application only; a new application after a rejection replaces the images.
CREATE TABLE reward_application_images (
  application_id INTEGER NOT NULL REFERENCES reward_applications(id) ON DELETE CASCADE,
  upload_id TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL,
  PRIMARY KEY (application_id, sort)
);

-- Missions a merchant runs; progress is computed from the member's bets and DEPOSIT ledger rows of the period.
-- target is a count (bet_count, deposit_count) or minor units (valid_bet, deposit_amount).
CREATE TABLE missions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')),
  metric TEXT NOT NULL CHECK (metric IN ('bet_count', 'valid_bet', 'deposit_count', 'deposit_amount')),
  target INTEGER NOT NULL CHECK (target > 0),
  reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  sort INTEGER NOT NULL
);
CREATE INDEX missions_by_merchant ON missions (merchant_code, period, sort);

-- One claim per member, mission and period (period_start): the primary key makes a second claim fail, whatever the
-- timing. points are the mission's at claim time: the leaderboard sums them over the week's claims.
CREATE TABLE mission_claims (
  member_id INTEGER NOT NULL REFERENCES members(id),
  mission_id INTEGER NOT NULL REFERENCES missions(id),
  period_start INTEGER NOT NULL,
  reward_minor INTEGER NOT NULL,
  points INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_start)
);
CREATE INDEX mission_claims_by_time ON mission_claims (claimed_at);
`;
