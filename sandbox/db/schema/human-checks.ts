/**
 * Migration 16: human checks bound to whoever asked for them, so a solved check cannot be passed on to another
 * visitor.
 */
export const HUMAN_CHECKS_SCHEMA = `
-- A captcha is asked for by its public id (CaptchaDto.captchaId) from the visitor address it was issued to.
ALTER TABLE captchas ADD COLUMN public_id TEXT;
ALTER TABLE captchas ADD COLUMN ip TEXT;
CREATE UNIQUE INDEX captchas_public_id ON captchas (public_id);

-- A slider puzzle is verified, and its pass spent, from the address it was dealt to.
ALTER TABLE slider_puzzles ADD COLUMN ip TEXT;
ALTER TABLE slider_passes ADD COLUMN ip TEXT;
`;

/**
 * Migration 17: every send of a code or mail counted per visitor address and per target, so MESSAGE_LIMITS answer
 * alike whether or not an account has the target: the limits do not tell which accounts exist.
 */
export const MESSAGE_LIMITS_SCHEMA = `
-- Every send of a code or mail that passed its checks, whether or not an account had the target. channel: sms | mail;
-- target: dial code and number ("84 912345678") or the lower-cased email.
CREATE TABLE message_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'mail')),
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX message_requests_by_target ON message_requests (merchant_code, channel, target, created_at);
CREATE INDEX message_requests_by_ip ON message_requests (merchant_code, ip, created_at);
CREATE INDEX message_requests_by_time ON message_requests (created_at);
`;

/**
 * Migration 23: a registration's slider pass serves the player's retry (a refusal for another reason, such as a taken
 * name, does not ask for a new slider): each submit it comes with is counted, and only the registration it lets through
 * spends it.
 */
export const REGISTER_PASS_RETRY_SCHEMA = `
ALTER TABLE slider_passes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
`;

/**
 * Migration 24: phone authentication (spec §8). Wrong codes counted per number and purpose, alike whether or not an
 * account has the number, so that too many of them lock the number for a while; the SMS sends a merchant has left with
 * its provider; the Zalo reward its register form quotes.
 */
export const PHONE_AUTH_SCHEMA = `
-- Wrong codes for a number (target "84 912345678") and purpose since first_at; past the limit, locked until locked_until.
CREATE TABLE code_guesses (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  failures INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, target, purpose)
);
-- SMS sends left with the merchant's provider; NULL: no quota.
ALTER TABLE merchants ADD COLUMN sms_credit INTEGER;
-- RegisterSettingsDto.zaloReward in minor units; NULL: no such reward.
ALTER TABLE merchants ADD COLUMN zalo_reward_minor INTEGER;
UPDATE merchants SET zalo_reward_minor = 13100000 WHERE code = 'vn88';
`;
