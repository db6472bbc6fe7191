/**
 * Account state shared by the routes: register settings, captchas and slider passes (each bound to the visitor address
 * it was issued to), SMS codes (sms_outbox), the limits on sending codes and mails, sessions and the new-IP login check.
 * Every one-time thing (captcha, pass, code, verify token) is kept hashed or marked used in one UPDATE.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  AccountErrorCode,
  ErrorCode,
  MESSAGE_LIMITS,
  REGISTER_FIELDS,
  REGISTER_PASS_ATTEMPTS,
  SLIDER_PASS_VALID_MS,
  WhitelabelFlag,
  type FieldRuleDto,
  type LoginResultDto,
  type MessageTooSoonDto,
  type RegisterField,
  type RegisterSettingsDto,
  type SliderPurpose,
} from '@site/platform-contract';
import type { Deps, MemberRow, MerchantRow } from './context';
import { hashToken, newToken } from './crypto';
import { ApiError } from './envelope';
import { createProtection } from './protection';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const SLIDER_PUZZLE_TTL_MS = 2 * 60 * 1000;
export const SLIDER_PASS_TTL_MS = SLIDER_PASS_VALID_MS;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** What SmsSentDto.expiredMinutes tells the site: its resend countdown (1 × 60 s). */
export const SMS_COUNTDOWN_MINUTES = 1;
export const LOGIN_VERIFY_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a code or verify token survives. */
export const MAX_CODE_ATTEMPTS = 5;
export const AGENT_TYPES = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export type SmsPurpose = 'register' | 'login' | 'forgot' | 'login-verify' | 'bind';

/** A code or mail someone asks to have sent, as MESSAGE_LIMITS counts it. */
export interface MessageRequest {
  merchant: string;
  channel: 'sms' | 'mail';
  /** "84 912345678" for a number; the lower-cased address for a mail. */
  target: string;
  purpose: SmsPurpose | 'forgot-mail';
  /** The visitor address that asked. */
  ip: string;
}

/** The MessageRequest target of a number. */
export const smsTarget = (dialCode: string, mobile: string) => `${dialCode} ${mobile}`;

const HOUR_MS = 60 * 60 * 1000;

/** "+84 91*****78". */
export function maskMobile(dialCode: string | null, mobile: string): string {
  const shown = mobile.length > 4 ? `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : '*'.repeat(mobile.length);
  return dialCode ? `+${dialCode} ${shown}` : shown;
}

/** Upper-case letters and digits without look-alikes. */
export function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[randomInt(0, alphabet.length)];
  return s;
}

export function createAccounts(deps: Deps) {
  const { db } = deps;
  const protection = createProtection(deps);
  const protectionRequiresDepositLimit = (code: string) => {
    const config = protection.config(code);
    return config.tools.depositLimits && config.requireDepositLimit;
  };
  const flagsOf = db.prepare('SELECT flag FROM merchant_flags WHERE merchant_code = ?').pluck();
  const fieldRows = db.prepare('SELECT * FROM register_fields WHERE merchant_code = ?');

  const insertPass = db.prepare('INSERT INTO slider_passes (token_hash, merchant_code, purpose, ip, created_at) VALUES (?, ?, ?, ?, ?)');
  const usePass = db.prepare(
    'UPDATE slider_passes SET used = 1 WHERE token_hash = ? AND merchant_code = ? AND purpose = ? AND ip = ? AND used = 0 AND created_at > ?',
  );
  // A registration's pass counts each submit it comes with, and is spent only by the registration it lets through.
  const holdPass = db.prepare(
    `UPDATE slider_passes SET attempts = attempts + 1 WHERE token_hash = ? AND merchant_code = ? AND purpose = ? AND ip = ?
       AND used = 0 AND attempts < ${REGISTER_PASS_ATTEMPTS} AND created_at > ?`,
  );
  const spendHeld = db.prepare('UPDATE slider_passes SET used = 1 WHERE token_hash = ? AND used = 0');
  // A captcha is spent by the first answer from its address, right or wrong; the answer comes back to be compared.
  const spendCaptchaRow = db.prepare(
    'UPDATE captchas SET used = 1 WHERE public_id = ? AND merchant_code = ? AND ip = ? AND used = 0 AND created_at > ? RETURNING answer',
  ).pluck();

  const lastMessage = db.prepare(
    'SELECT MAX(created_at) FROM message_requests WHERE merchant_code = ? AND channel = ? AND target = ? AND purpose = ?',
  ).pluck();
  const messagesToTarget = db.prepare(
    'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM message_requests WHERE merchant_code = ? AND channel = ? AND target = ? AND created_at > ?',
  );
  const messagesFromIp = db.prepare(
    'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM message_requests WHERE merchant_code = ? AND ip = ? AND created_at > ?',
  );
  const insertMessage = db.prepare(
    'INSERT INTO message_requests (merchant_code, channel, target, purpose, ip, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const pruneMessages = db.prepare('DELETE FROM message_requests WHERE created_at < ?');
  const prunePasses = db.prepare('DELETE FROM slider_passes WHERE created_at < ?');

  const insertSms = db.prepare(
    `INSERT INTO sms_outbox (merchant_code, dial_code, mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const latestCode = db.prepare(
    `SELECT id, code, attempts FROM sms_outbox WHERE merchant_code = ? AND dial_code = ? AND mobile = ? AND purpose = ?
       AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1`,
  );
  const useCode = db.prepare('UPDATE sms_outbox SET used = 1 WHERE id = ? AND used = 0');
  const failCode = db.prepare(
    `UPDATE sms_outbox SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ${MAX_CODE_ATTEMPTS} THEN 1 ELSE used END WHERE id = ?`,
  );

  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, merchant_code, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const markSuccess = db.prepare('UPDATE members SET login_failures = 0 WHERE id = ?');
  const clearNameFailures = db.prepare(
    'DELETE FROM login_failures WHERE merchant_code = ? AND username_key = (SELECT lower(username) FROM members WHERE id = ?)',
  );
  const rememberIp = db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) VALUES (?, ?)');

  const byMobile = db.prepare('SELECT * FROM members WHERE merchant_code = ? AND dial_code = ? AND mobile = ?');

  function registerSettings(m: MerchantRow): RegisterSettingsDto {
    const flags = flagsOf.all(m.code) as string[];
    const fields: Partial<Record<RegisterField, FieldRuleDto>> = {};
    for (const r of fieldRows.all(m.code) as {
      field: string; enabled: number; required: number; accepted_pattern: string; pattern_id: number; min_length: number; max_length: number;
    }[]) {
      if (!(REGISTER_FIELDS as readonly string[]).includes(r.field)) continue;
      fields[r.field as RegisterField] = {
        enabled: r.enabled === 1,
        required: r.required === 1,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      };
    }
    return {
      usernameRegister: flags.includes(WhitelabelFlag.USERNAMEREG3),
      mobileRegister: flags.includes(WhitelabelFlag.MOBILENUMREG3),
      smsForUsername: m.sms_for_username === 1,
      mobilePasswordPair: flags.includes(WhitelabelFlag.MOBILENUMPASSREG3),
      captcha: m.register_captcha === 1,
      depositLimitRequired: protectionRequiresDepositLimit(m.code),
      fields,
    };
  }

  const hasFlag = (m: MerchantRow, flag: string) => (flagsOf.all(m.code) as string[]).includes(flag);

  /** A one-time pass for `purpose`, to be spent from the address that earned it. */
  function issueSliderPass(merchant: string, purpose: SliderPurpose, ip: string): string {
    const { token, hash } = newToken();
    const now = Date.now();
    prunePasses.run(now - HOUR_MS);
    insertPass.run(hash, merchant, purpose, ip, now);
    return token;
  }

  /**
   * Spends a pass; 400 slider_required when it is missing, unknown, used, expired, for another purpose or earned from
   * another address.
   */
  function consumeSliderPass(merchant: string, purpose: SliderPurpose, token: unknown, ip: string): void {
    const ok =
      typeof token === 'string' &&
      token.length > 0 &&
      token.length <= 128 &&
      usePass.run(hashToken(token), merchant, purpose, ip, Date.now() - SLIDER_PASS_TTL_MS).changes === 1;
    if (!ok) throw new ApiError(400, AccountErrorCode.SLIDER_REQUIRED, 'A valid slider check is required');
  }

  /**
   * Counts a submit against a registration pass without spending it: a registration refused after this (a taken name,
   * a wrong field) leaves the pass for the next submit, up to REGISTER_PASS_ATTEMPTS submits within its lifetime.
   * 400 slider_required as consumeSliderPass. Returns what spendHeldPass takes once the registration goes through.
   */
  function holdSliderPass(merchant: string, purpose: SliderPurpose, token: unknown, ip: string): string {
    const hash = typeof token === 'string' && token.length > 0 && token.length <= 128 ? hashToken(token) : null;
    if (!hash || holdPass.run(hash, merchant, purpose, ip, Date.now() - SLIDER_PASS_TTL_MS).changes !== 1) {
      throw new ApiError(400, AccountErrorCode.SLIDER_REQUIRED, 'A valid slider check is required');
    }
    return hash;
  }

  /** Spends a held pass, inside the transaction that does what it allowed; slider_required when another did first. */
  function spendHeldPass(hash: string): void {
    if (spendHeld.run(hash).changes !== 1) throw new ApiError(400, AccountErrorCode.SLIDER_REQUIRED, 'A valid slider check is required');
  }

  /**
   * True when `answer` is the answer of the captcha `captchaId`, issued to this merchant and address within its
   * lifetime and not yet answered. The captcha is spent either way: one guess each.
   */
  function spendCaptcha(merchant: string, captchaId: unknown, answer: string | undefined, ip: string): boolean {
    if (typeof captchaId !== 'string' || captchaId.length === 0 || captchaId.length > 64) return false;
    const expected = spendCaptchaRow.get(captchaId, merchant, ip, Date.now() - CAPTCHA_TTL_MS) as string | undefined;
    return expected !== undefined && answer !== undefined && answer.trim() === expected;
  }

  /** 429 when MESSAGE_LIMITS refuse the request now; nothing is counted. */
  function assertMessageAllowed(request: MessageRequest): void {
    const now = Date.now();
    const since = now - HOUR_MS;
    const last = lastMessage.get(request.merchant, request.channel, request.target, request.purpose) as number | null;
    if (last !== null && now - last < MESSAGE_LIMITS.resendMs) {
      const value: MessageTooSoonDto = { retryAfterSeconds: Math.ceil((last + MESSAGE_LIMITS.resendMs - now) / 1000) };
      throw request.channel === 'sms'
        ? new ApiError(429, AccountErrorCode.SMS_TOO_SOON, 'A code was sent less than a minute ago', value)
        : new ApiError(429, AccountErrorCode.EMAIL_TOO_SOON, 'A mail was sent less than a minute ago', value);
    }
    const tooMany = (counted: { n: number; first: number | null }, limit: number, message: string) => {
      if (counted.n < limit) return;
      const value: MessageTooSoonDto = { retryAfterSeconds: Math.max(1, Math.ceil(((counted.first ?? now) + HOUR_MS - now) / 1000)) };
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, message, value);
    };
    tooMany(
      messagesToTarget.get(request.merchant, request.channel, request.target, since) as { n: number; first: number | null },
      MESSAGE_LIMITS.perTargetPerHour,
      'Too many codes or mails for this number or address; try again later',
    );
    tooMany(
      messagesFromIp.get(request.merchant, request.ip, since) as { n: number; first: number | null },
      MESSAGE_LIMITS.perAddressPerHour,
      'Too many codes or mails asked for from this address; try again later',
    );
  }

  /**
   * Asks for a code or mail to be sent: refused (429, nothing spent or counted) past MESSAGE_LIMITS; then `humanCheck`
   * (a slider pass) is spent; then the request is counted, whether or not `deliver` sends anything. All of it runs
   * without a pause, so two requests cannot both pass one limit.
   */
  function requestMessage(request: MessageRequest, humanCheck: (() => void) | null, deliver: () => void): void {
    assertMessageAllowed(request);
    humanCheck?.();
    const now = Date.now();
    pruneMessages.run(now - 2 * HOUR_MS);
    insertMessage.run(request.merchant, request.channel, request.target, request.purpose, request.ip, now);
    deliver();
  }

  /** Writes a 6-digit code for the number to the outbox (no limits: see requestMessage). */
  function deliverSms(merchant: string, dialCode: string, mobile: string, purpose: SmsPurpose): void {
    const now = Date.now();
    insertSms.run(merchant, dialCode, mobile, purpose, String(randomInt(0, 1_000_000)).padStart(6, '0'), now, now + SMS_CODE_TTL_MS);
  }

  /** A code to a number that is the caller's to receive one (its own, or a new one it is binding), within the limits. */
  function sendSms(merchant: string, dialCode: string, mobile: string, purpose: SmsPurpose, ip: string): void {
    requestMessage({ merchant, channel: 'sms', target: smsTarget(dialCode, mobile), purpose, ip }, null, () =>
      deliverSms(merchant, dialCode, mobile, purpose),
    );
  }

  /**
   * True (and the code is spent) when code is the latest unused, unexpired code for that number and purpose.
   * A wrong guess counts against the code; after MAX_CODE_ATTEMPTS it is spent.
   */
  function checkSmsCode(merchant: string, dialCode: string, mobile: string, purpose: SmsPurpose, code: string): boolean {
    const row = latestCode.get(merchant, dialCode, mobile, purpose, Date.now()) as { id: number; code: string } | undefined;
    if (!row) return false;
    if (row.code !== code) {
      failCode.run(row.id);
      return false;
    }
    return useCode.run(row.id).changes === 1;
  }

  function requireSmsCode(merchant: string, dialCode: string, mobile: string, purpose: SmsPurpose, code: string): void {
    if (!checkSmsCode(merchant, dialCode, mobile, purpose, code)) {
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification code is wrong or expired');
    }
  }

  /** A session for a member who has proved who they are; also clears failed-login state. */
  /** A new session for the member; refused (self_excluded, with the end) during a time-out or self-exclusion. */
  function issueSession(member: Pick<MemberRow, 'id' | 'first_login'>, merchant: string, ip: string, remember = false): LoginResultDto {
    protection.assertNotExcluded(member.id);
    const { token, hash } = newToken();
    const now = Date.now();
    db.transaction(() => {
      markSuccess.run(member.id);
      clearNameFailures.run(merchant, member.id);
      if (remember) rememberIp.run(member.id, ip);
      insertSession.run(hash, member.id, merchant, ip, now, now + SESSION_TTL_MS);
    })();
    return {
      token,
      firstTimeLogin: member.first_login === 1,
      passwordExpired: false,
      expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
    };
  }

  function memberByMobile(merchant: string, dialCode: string, mobile: string): MemberRow | undefined {
    return byMobile.get(merchant, dialCode, mobile) as MemberRow | undefined;
  }

  /** Login entrances: the member entrance refuses trial accounts, the agent entrance non-agents. */
  function checkEntrance(member: MemberRow, entrance: 'member' | 'agent'): void {
    if (entrance === 'agent' && !AGENT_TYPES.includes(member.type)) {
      throw new ApiError(403, AccountErrorCode.AGENT_NO_ENTER, 'Non-agents cannot log in here');
    }
    if (entrance === 'member' && member.type === TRIAL_TYPE) {
      throw new ApiError(403, AccountErrorCode.MEMBER_NO_ENTER, 'Non-member account unable to login');
    }
    // An excluded member is told so before any second factor is asked for.
    protection.assertNotExcluded(member.id);
  }

  return {
    registerSettings, hasFlag, issueSliderPass, consumeSliderPass, holdSliderPass, spendHeldPass, spendCaptcha, requestMessage, deliverSms, sendSms,
    checkSmsCode, requireSmsCode, issueSession, memberByMobile, checkEntrance, randomToken: () => randomBytes(24).toString('base64url'),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
