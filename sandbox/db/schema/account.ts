/**
 * Migration 8: the member's profile, email codes for binding an address, messages in every language, VIP levels.
 * The payment password, bound mobile and bound email are columns of members (migration 2).
 */
export const ACCOUNT_SCHEMA = `
-- The youngest a member may be (years): the profile's birthday is checked against it.
ALTER TABLE merchants ADD COLUMN minimum_age INTEGER NOT NULL DEFAULT 18;

-- Profile fields beyond members (nickname stays there: member info reads it). full_name and birthday lock once set.
CREATE TABLE member_profiles (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  full_name TEXT,
  birthday TEXT,
  gender TEXT CHECK (gender IN ('male', 'female', 'other')),
  telegram TEXT,
  address TEXT,
  nationality TEXT,
  occupation TEXT,
  income_source TEXT,
  birth_place TEXT,
  updated_at INTEGER NOT NULL
);

-- Codes mailed to bind an address: the code is tied to the member and the address it went to.
CREATE TABLE email_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  email TEXT NOT NULL COLLATE NOCASE,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX email_codes_by_member ON email_codes (member_id, email, id);

-- A message's text in the languages it was written in; messages.title/content is the text of its first language.
CREATE TABLE message_i18n (
  message_id INTEGER NOT NULL REFERENCES messages(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (message_id, language)
);
CREATE INDEX messages_by_member_time ON messages (member_id, created_at DESC, id DESC);

-- VIP levels per merchant: what reaches each (minor units) and what it gives.
CREATE TABLE vip_levels (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  rank_level INTEGER NOT NULL CHECK (rank_level > 0),
  label_name TEXT NOT NULL,
  color TEXT NOT NULL,
  color2 TEXT NOT NULL,
  deposit_minor INTEGER NOT NULL CHECK (deposit_minor >= 0),
  valid_bet_minor INTEGER NOT NULL CHECK (valid_bet_minor >= 0),
  rebate_bp INTEGER NOT NULL,
  upgrade_bonus_minor INTEGER NOT NULL,
  birthday_bonus_minor INTEGER NOT NULL,
  daily_withdrawals INTEGER NOT NULL,
  vip_service INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, rank_level)
);
`;
