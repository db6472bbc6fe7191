/**
 * The sandbox schema as an ordered list of migrations. Append new ones; never edit an applied one.
 * Times are epoch milliseconds (INTEGER) unless a column name ends in _iso. Money is in minor units (cents).
 */
import type Database from 'better-sqlite3';
import { ACCOUNT_SCHEMA } from './schema/account';
import { AGENT_SCHEMA } from './schema/agent';
import { AVATARS_SCHEMA } from './schema/avatars';
import { POINTS_SCHEMA } from './schema/points';
import { NEW_GAMES_SCHEMA } from './schema/lobby';
import { HUMAN_CHECKS_SCHEMA, MESSAGE_LIMITS_SCHEMA, PHONE_AUTH_SCHEMA, REGISTER_PASS_RETRY_SCHEMA } from './schema/human-checks';
import { PROTECTION_SCHEMA } from './schema/protection';
import { FUN_PLAY_SCHEMA } from './schema/fun-play';
import { RECORDS_SCHEMA } from './schema/records';
import { PROMOTIONS_SCHEMA } from './schema/promotions';
import { REWARDS_SCHEMA } from './schema/rewards';
import { SERVICE_SCHEMA } from './schema/service';
import { DEPOSIT_IDEMPOTENCY_SCHEMA, LOCAL_PAYMENTS_SCHEMA, WALLET_SCHEMA } from './schema/wallet';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
CREATE TABLE platform_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  brand_name TEXT NOT NULL,
  color_primary TEXT NOT NULL,
  color_primary_text TEXT NOT NULL,
  color_accent TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  register_captcha INTEGER NOT NULL DEFAULT 0,
  gtag_id TEXT,
  about_html TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  maintenance_end_iso TEXT
);

CREATE TABLE merchant_hosts (
  host TEXT PRIMARY KEY COLLATE NOCASE,
  merchant_code TEXT NOT NULL REFERENCES merchants(code)
);

CREATE TABLE merchant_languages (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE merchant_flags (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  flag TEXT NOT NULL,
  PRIMARY KEY (merchant_code, flag)
);

CREATE TABLE merchant_restricted_countries (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  country TEXT NOT NULL,
  PRIMARY KEY (merchant_code, country)
);

CREATE TABLE geo_ranges (
  cidr TEXT PRIMARY KEY,
  country TEXT NOT NULL
);

CREATE TABLE resources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,
  qr_code_path TEXT,
  label_name_en TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE customer_services (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  cs_type TEXT NOT NULL CHECK (cs_type IN ('VIP', 'LIVECHAT')),
  path TEXT NOT NULL,
  PRIMARY KEY (merchant_code, cs_type)
);

-- Footer items: kind 'help' (tag, title), 'payment' / 'licence' (tag = name, image_path).
CREATE TABLE footer_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('help', 'payment', 'licence')),
  tag TEXT NOT NULL,
  title TEXT,
  image_path TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('PL', 'PU', 'PR')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  time_iso TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  group_name TEXT NOT NULL,
  title TEXT NOT NULL,
  linkage_type TEXT NOT NULL CHECK (linkage_type IN ('NONE', 'LINK', 'PROMOTION')),
  linkage TEXT,
  color_from TEXT NOT NULL,
  color_to TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX banners_by_merchant ON banners (merchant_code, group_name, sort);

CREATE TABLE vendors (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  category TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  name TEXT NOT NULL,
  maintenance INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, category, vassalage)
);

CREATE TABLE lottery_menus (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  group_code TEXT NOT NULL,
  label_name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE lottery_games (
  menu_id INTEGER NOT NULL REFERENCES lottery_menus(id),
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (menu_id, game_code)
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  username TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL,
  upline_id INTEGER REFERENCES members(id),
  nickname TEXT,
  language TEXT,
  mobile TEXT,
  club_label_name TEXT,
  club_color TEXT,
  club_color2 TEXT,
  club_rank INTEGER,
  member_label TEXT,
  first_login INTEGER NOT NULL DEFAULT 0,
  password_changed_at INTEGER NOT NULL,
  login_failures INTEGER NOT NULL DEFAULT 0,
  captcha_required INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant_code, username)
);

CREATE TABLE member_ips (
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- The token itself is never stored, only its SHA-256.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE wallet_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount_minor INTEGER NOT NULL,
  kind TEXT NOT NULL,
  remark TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_ledger_by_member ON wallet_ledger (member_id);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX messages_by_member ON messages (member_id, read_at);

CREATE TABLE captchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE slider_puzzles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  x INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_by_mobile ON sms_outbox (mobile, id);
`,
  },
  {
    id: 2,
    name: 'accounts',
    sql: `
-- Contact and profile fields. mobile holds the national number (digits); dial_code its country dialing code.
ALTER TABLE members ADD COLUMN email TEXT COLLATE NOCASE;
ALTER TABLE members ADD COLUMN dial_code TEXT;
ALTER TABLE members ADD COLUMN payee_name TEXT;
-- The code others enter as referralCode; every member gets one at registration.
ALTER TABLE members ADD COLUMN referral_code TEXT COLLATE NOCASE;
-- Agents only: the invitation code people register with (RegisterPayload.affiliateCode).
ALTER TABLE members ADD COLUMN affiliate_code TEXT COLLATE NOCASE;
ALTER TABLE members ADD COLUMN referrer_id INTEGER REFERENCES members(id);
ALTER TABLE members ADD COLUMN qq TEXT;
ALTER TABLE members ADD COLUMN line TEXT;
ALTER TABLE members ADD COLUMN whatsapp TEXT;
ALTER TABLE members ADD COLUMN zalo TEXT;
ALTER TABLE members ADD COLUMN facebook TEXT;
ALTER TABLE members ADD COLUMN wechat TEXT;
ALTER TABLE members ADD COLUMN id_number TEXT;
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
ALTER TABLE members ADD COLUMN register_ip TEXT;
CREATE UNIQUE INDEX members_referral_code ON members (merchant_code, referral_code) WHERE referral_code IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, dial_code, mobile) WHERE mobile IS NOT NULL;

-- The age/eligibility disclaimer (SiteInfoDto.disclaimer), and whether username registration also needs mobile + SMS code.
ALTER TABLE merchants ADD COLUMN disclaimer INTEGER NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN sms_for_username INTEGER NOT NULL DEFAULT 0;

-- Register form field rules (FieldRuleDto) per merchant; a field without a row is not on the form.
CREATE TABLE register_fields (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  field TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  required INTEGER NOT NULL,
  accepted_pattern TEXT NOT NULL,
  pattern_id INTEGER NOT NULL,
  min_length INTEGER NOT NULL,
  max_length INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, field)
);

CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  dial_code TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  image_path TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX promotions_by_merchant ON promotions (merchant_code, category, sort);

-- Slider puzzles get a random public id and a purpose; a verified one yields a one-time pass (only its hash is kept).
ALTER TABLE slider_puzzles ADD COLUMN public_id TEXT;
ALTER TABLE slider_puzzles ADD COLUMN purpose TEXT NOT NULL DEFAULT 'register';
CREATE UNIQUE INDEX slider_puzzles_public_id ON slider_puzzles (public_id);

CREATE TABLE slider_passes (
  token_hash TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

-- SMS codes: purpose register | login | forgot | login-verify.
ALTER TABLE sms_outbox ADD COLUMN dial_code TEXT;
ALTER TABLE sms_outbox ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_outbox ADD COLUMN used INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sms_outbox_by_number ON sms_outbox (merchant_code, dial_code, mobile, purpose, id);

-- Second step of a login from a new IP: the token is handed out hashed-only, like sessions.
CREATE TABLE login_verifications (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    id: 3,
    name: 'content_i18n',
    sql: `
-- Merchant content in every language the merchant offers (merchant_languages). Texts move out of the item tables
-- into one *_i18n table per item kind, keyed by (item, language); the item tables keep what is language-neutral.
-- The seed owns this content: upgradeSeed refills a merchant whose content is missing or incomplete, which is what a
-- database migrated from version 2 is (its English-only texts are dropped here, not guessed into languages).

CREATE TABLE banner_i18n (
  banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (banner_id, language)
);
ALTER TABLE banners DROP COLUMN title;

CREATE TABLE notice_i18n (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  -- HTML. Images on this sandbox are referenced by path (src="/cdn/…") and made absolute when served, so the
  -- database does not depend on the public URL it was seeded under.
  content TEXT NOT NULL,
  PRIMARY KEY (notice_id, language)
);
ALTER TABLE notices DROP COLUMN title;
ALTER TABLE notices DROP COLUMN content;

-- The promotion image is drawn per language from the id (/cdn/promotions/<language>/<id>.svg), so no path is stored.
CREATE TABLE promotion_i18n (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
ALTER TABLE promotions DROP COLUMN title;
ALTER TABLE promotions DROP COLUMN image_path;

-- FooterDto.aboutHtml: one HTML text per language.
CREATE TABLE merchant_about_i18n (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  language TEXT NOT NULL,
  html TEXT NOT NULL,
  PRIMARY KEY (merchant_code, language)
);
ALTER TABLE merchants DROP COLUMN about_html;

-- The help centre (SystemPath.HELP_CENTER). tag is the stable anchor (/help#term), the same in every language.
CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  tag TEXT NOT NULL CHECK (length(tag) BETWEEN 1 AND 40 AND tag NOT GLOB '*[^A-Za-z0-9_-]*'),
  category TEXT NOT NULL CHECK (category IN ('rules', 'account', 'payments', 'games', 'responsible', 'about')),
  footer INTEGER NOT NULL CHECK (footer IN (0, 1)),
  sort INTEGER NOT NULL,
  UNIQUE (merchant_code, tag)
);
CREATE TABLE help_article_i18n (
  article_id INTEGER NOT NULL REFERENCES help_articles(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (article_id, language)
);

-- Footer help links now come from the help centre's footer articles: footer_items keeps payment and licence marks
-- only. A CHECK cannot be altered in SQLite, so the table is rebuilt (nothing references it).
CREATE TABLE footer_items_v3 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'licence')),
  tag TEXT NOT NULL,
  image_path TEXT NOT NULL,
  sort INTEGER NOT NULL
);
INSERT INTO footer_items_v3 (id, merchant_code, kind, tag, image_path, sort)
  SELECT id, merchant_code, kind, tag, image_path, sort FROM footer_items WHERE kind IN ('payment', 'licence') AND image_path IS NOT NULL;
DROP TABLE footer_items;
ALTER TABLE footer_items_v3 RENAME TO footer_items;
`,
  },
  {
    id: 4,
    name: 'login_failures_by_name',
    sql: `
-- Failed logins counted per typed username, whether or not an account has it, so a wrong password for an existing
-- account and any password for an unknown name look the same from outside (no username enumeration).
CREATE TABLE login_failures (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  username_key TEXT NOT NULL,
  failures INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, username_key)
);
`,
  },
  {
    id: 5,
    name: 'games',
    sql: `
-- Vendors: how a vendor's games open (some refuse to run in a frame) and its maintenance window. A vendor is under
-- maintenance while maintenance = 1 and now lies in [maintenance_start, maintenance_end) (an open end: until lifted).
ALTER TABLE vendors ADD COLUMN open_in TEXT NOT NULL DEFAULT 'iframe' CHECK (open_in IN ('iframe', 'popup'));
ALTER TABLE vendors ADD COLUMN maintenance_start INTEGER;
ALTER TABLE vendors ADD COLUMN maintenance_end INTEGER;

-- The game catalogue, per merchant. node_id is the platform's id of the entry (favourites, launch, tile images).
CREATE TABLE games (
  node_id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  game_type TEXT NOT NULL CHECK (game_type IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE')),
  vassalage TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  classify TEXT,
  min_bet_minor INTEGER NOT NULL CHECK (min_bet_minor > 0),
  line_num INTEGER CHECK (line_num IS NULL OR line_num > 0),
  is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  sort INTEGER NOT NULL,
  UNIQUE (merchant_code, vassalage, game_code)
);
CREATE INDEX games_by_type ON games (merchant_code, game_type, vassalage, sort);

CREATE TABLE pvp_rooms (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  room_id TEXT NOT NULL,
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  room_name TEXT NOT NULL,
  min_bet_minor INTEGER NOT NULL CHECK (min_bet_minor > 0),
  players INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, room_id)
);

CREATE TABLE favourite_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

-- Every launch, for the recent-games lists.
CREATE TABLE game_launches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  launched_at INTEGER NOT NULL
);
CREATE INDEX game_launches_by_member ON game_launches (member_id, launched_at);

-- A launch's ticket: what the demo game's page and calls carry instead of the session token. Only its SHA-256 is kept.
-- It binds member, merchant, game (and PVP room), lives while the session it was launched from lives, and expires
-- when unused. rng_seed and spins drive the slot's outcomes (HMAC of the seed and the spin counter).
CREATE TABLE game_tickets (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  session_hash TEXT NOT NULL,
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  room_id TEXT,
  rng_seed TEXT NOT NULL,
  spins INTEGER NOT NULL DEFAULT 0,
  back_url TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- One row per bet. The stake is debited and the payout credited as wallet_ledger rows carrying bet_id, in the
-- transaction that writes the bet (a lottery ticket's payout when its draw settles it). request_id makes a retried
-- request idempotent: the second answer is the first one's (result_json).
CREATE TABLE bets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  vendor TEXT NOT NULL,
  game_code TEXT NOT NULL,
  stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
  payout_minor INTEGER NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status TEXT NOT NULL CHECK (status IN ('open', 'settled')),
  request_id TEXT NOT NULL,
  result_json TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX bets_by_member ON bets (member_id, id);
CREATE INDEX bets_by_merchant_payout ON bets (merchant_code, payout_minor);

ALTER TABLE wallet_ledger ADD COLUMN bet_id INTEGER REFERENCES bets(id);
CREATE INDEX wallet_ledger_by_bet ON wallet_ledger (bet_id) WHERE bet_id IS NOT NULL;

-- Draws of every lottery the sandbox runs (the demo lottery every minute, the VN lotteries daily, fast lotteries).
-- Draws are the lottery's, not a merchant's: every merchant offering the game shows the same numbers.
CREATE TABLE lottery_draws (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_code TEXT NOT NULL,
  draw_no TEXT NOT NULL,
  numbers TEXT NOT NULL,
  drawn_at INTEGER NOT NULL,
  UNIQUE (game_code, draw_no)
);
CREATE INDEX lottery_draws_by_time ON lottery_draws (game_code, drawn_at);

-- Demo lottery tickets: 3 distinct numbers 0-9; the stake is a bet (debited at purchase), settled by the next draw.
CREATE TABLE lottery_tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bet_id INTEGER NOT NULL UNIQUE REFERENCES bets(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  numbers TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  draw_id INTEGER REFERENCES lottery_draws(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX lottery_tickets_by_member ON lottery_tickets (member_id, id);
CREATE INDEX lottery_tickets_open ON lottery_tickets (status) WHERE status = 'open';
`,
  },
  // The member centre: one migration per area, its SQL beside the area's other schema notes.
  { id: 6, name: 'member_centre_wallet', sql: WALLET_SCHEMA },
  { id: 7, name: 'member_centre_records', sql: RECORDS_SCHEMA },
  { id: 8, name: 'member_centre_account', sql: ACCOUNT_SCHEMA },
  { id: 9, name: 'member_centre_rewards', sql: REWARDS_SCHEMA },
  // The agent centre.
  { id: 10, name: 'agent_centre', sql: AGENT_SCHEMA },
  // Promotions.
  { id: 11, name: 'promotions', sql: PROMOTIONS_SCHEMA },
  // The points mall.
  { id: 12, name: 'points_mall', sql: POINTS_SCHEMA },
  // Notices and service.
  { id: 14, name: 'customer_service', sql: SERVICE_SCHEMA },
  // Player protection (safer gambling).
  { id: 15, name: 'player_protection', sql: PROTECTION_SCHEMA },
  // Hardening: a deposit's Idempotency-Key.
  { id: 16, name: 'deposit_idempotency', sql: DEPOSIT_IDEMPOTENCY_SCHEMA },
  // Hardening: human checks bound to their requester; codes and mails limited per address and target.
  { id: 17, name: 'human_checks', sql: HUMAN_CHECKS_SCHEMA },
  { id: 18, name: 'message_limits', sql: MESSAGE_LIMITS_SCHEMA },
  // Whether the eligibility statements start ticked (ph asks for an active choice).
  {
    id: 19,
    name: 'eligibility_preticked',
    sql: `
ALTER TABLE merchants ADD COLUMN eligibility_preticked INTEGER NOT NULL DEFAULT 1;
UPDATE merchants SET eligibility_preticked = 0 WHERE code = 'ph';
`,
  },
  // Local payments: VietQR, MoMo, ZaloPay, GCash and Maya as methods of their own; the withdrawal turnover.
  { id: 20, name: 'local_payments', sql: LOCAL_PAYMENTS_SCHEMA },
  // Play for fun: the per-game flag and fun tickets with their own play money.
  { id: 21, name: 'fun_play', sql: FUN_PLAY_SCHEMA },
  // The lobby: new games.
  { id: 22, name: 'new_games', sql: NEW_GAMES_SCHEMA },
  // One solved slider serves the registration's retry.
  { id: 23, name: 'register_pass_retry', sql: REGISTER_PASS_RETRY_SCHEMA },
  // Help notices (announcement type H). A CHECK cannot be altered in SQLite, so notices is rebuilt; dropping it
  // cascades to its texts, which are kept aside and put back.
  {
    id: 24,
    name: 'help_notices',
    sql: `
CREATE TABLE notice_i18n_kept AS SELECT * FROM notice_i18n;
CREATE TABLE notices_v24 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('PL', 'PU', 'PR', 'H')),
  time_iso TEXT NOT NULL,
  sort INTEGER NOT NULL
);
INSERT INTO notices_v24 (id, merchant_code, kind, time_iso, sort) SELECT id, merchant_code, kind, time_iso, sort FROM notices;
DROP TABLE notices;
ALTER TABLE notices_v24 RENAME TO notices;
DELETE FROM notice_i18n;
INSERT INTO notice_i18n (notice_id, language, title, content) SELECT notice_id, language, title, content FROM notice_i18n_kept;
DROP TABLE notice_i18n_kept;
`,
  },
  // Phone authentication: wrong-code lockouts, the SMS quota, the Zalo reward.
  { id: 25, name: 'phone_auth', sql: PHONE_AUTH_SCHEMA },
  // Avatars: the merchant's pictures and each member's.
  { id: 26, name: 'avatars', sql: AVATARS_SCHEMA },
];

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction, recorded as applied at now. */
export function migrate(db: Database.Database, now: number): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.id, m.name, now);
    })();
  }
}

/** Tables that hold platform state but not seed data: a reset keeps them. */
export const PRESERVED_TABLES = ['schema_migrations', 'platform_keys'];
