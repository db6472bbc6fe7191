/**
 * Login by password or SMS code (encrypted body, scrypt check, captcha after a failure, entrances, the new-IP check, rate
 * limit), free play, logout and captcha images (each with its id, bound to the visitor address that asked, issued a
 * limited number of times per address).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  AccountErrorCode, ErrorCode, MemberPath, PlatformHeader, WhitelabelFlag, type CaptchaDto, type FreePlayRequest, type LoginCaptchaDto, type LoginResultDto,
  type LoginVerifyRequiredDto,
  type LoginFailureDto,
  type MessageTooSoonDto,
} from '@site/platform-contract';
import { LOGIN_VERIFY_TTL_MS, maskMobile, SESSION_TTL_MS, type Accounts } from '../lib/accounts';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { hashToken, newToken } from '../lib/crypto';
import { createEncReader, type Decrypt } from '../lib/enc';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { requireChoice, requireRuleText, RULES } from '../lib/fields';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords';
import { readMobileNumber, readVerificationCode } from '../lib/phone-auth';
import { renderCaptchaPng } from '../lib/png';
import { optionalString, readJsonObject, requireOneOf, requireString } from '../lib/validate';

const ENTRANCES = ['member', 'agent'] as const;

export function registerSessionRoutes(app: Hono<AppEnv>, deps: Deps, decrypt: Decrypt, accounts: Accounts): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const { readEncBody, decryptedJson } = createEncReader(decrypt);
  const findMember = db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?');
  const knownIp = db.prepare('SELECT 1 FROM member_ips WHERE member_id = ? AND ip = ?').pluck();
  const markMemberFailure = db.prepare('UPDATE members SET login_failures = login_failures + 1 WHERE id = ?');
  const markNameFailure = db.prepare(
    `INSERT INTO login_failures (merchant_code, username_key, failures, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (merchant_code, username_key) DO UPDATE SET failures = failures + 1, updated_at = excluded.updated_at`,
  );
  const nameFailures = db.prepare('SELECT failures FROM login_failures WHERE merchant_code = ? AND username_key = ?').pluck();
  /** The typed name as failures are counted: case and surrounding spaces do not make a new name. */
  const nameKey = (username: string) => username.trim().toLowerCase().slice(0, 64);
  const captchaRequired = (merchantCode: string, username: string) => ((nameFailures.get(merchantCode, nameKey(username)) as number | undefined) ?? 0) > 0;
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, merchant_code, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const revoke = db.prepare('UPDATE sessions SET revoked = 1 WHERE token_hash = ?');
  const insertCaptcha = db.prepare('INSERT INTO captchas (merchant_code, public_id, answer, ip, created_at) VALUES (?, ?, ?, ?, ?)');
  // The latest captcha stays for GET /__sandbox/captcha/latest, however old.
  const pruneCaptchas = db.prepare('DELETE FROM captchas WHERE created_at < ? AND id < (SELECT MAX(id) FROM captchas)');
  const insertVerification = db.prepare(
    'INSERT INTO login_verifications (token_hash, member_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );

  app.post(MemberPath.LOGIN, merchant, async (c) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    const limitKey = `${ip}|${m.code}`;
    if (!deps.loginLimiter.hit(limitKey)) {
      const wait: MessageTooSoonDto = { retryAfterSeconds: Math.max(1, Math.ceil(deps.loginLimiter.retryAfterMs(limitKey) / 1000)) };
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many login attempts; try again in a minute', wait);
    }
    const payload = await readEncBody(c);
    const type = requireOneOf(payload, 'type', ['username', 'sms'] as const);
    const entrance = payload.entrance === undefined || payload.entrance === null ? 'member' : requireChoice(payload, 'entrance', ENTRANCES);
    optionalString(payload, 'loginDeviceId', { min: 0, max: 128 });

    if (type === 'sms') {
      // An SMS login proves the phone: no captcha and no new-IP check; the IP becomes a known one.
      if (!accounts.hasFlag(m, WhitelabelFlag.MOBILEVERCODELOGIN3)) {
        throw new ApiError(403, AccountErrorCode.SMS_DISABLED, 'SMS login is not enabled');
      }
      const dialCode = requireRuleText(payload, 'countryDialingCode', RULES.dialCode).replace(/^\+/, '');
      const mobile = readMobileNumber(payload, 'mobileNum', dialCode);
      const code = readVerificationCode(payload);
      // The code is checked the same way whether or not an account has the number (a code exists only for one).
      accounts.requireSmsCode(m.code, dialCode, mobile, 'login', code);
      const member = accounts.memberByMobile(m.code, dialCode, mobile);
      if (!member) throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification code is wrong');
      accounts.checkEntrance(member, entrance);
      const value: LoginResultDto = accounts.issueSession(member, m.code, ip, true);
      return ok(c, value);
    }

    const username = requireString(payload, 'username', { max: 64 }).trim();
    const password = requireString(payload, 'password', { max: 128 });
    const captcha = optionalString(payload, 'captcha', { min: 0, max: 16 });
    const captchaId = optionalString(payload, 'captchaId', { min: 0, max: 64 });

    const member = findMember.get(m.code, username) as MemberRow | undefined;
    // After a failed attempt with this name (an account's or not) the next one needs a captcha: the same answers for
    // every name, so they tell nothing about which accounts exist.
    if (captchaRequired(m.code, username) && !accounts.spendCaptcha(m.code, captchaId, captcha, ip)) {
      throw new ApiError(400, ErrorCode.CAPTCHA_INVALID, 'Wrong or missing captcha', { captcha: true } satisfies LoginFailureDto);
    }
    // Unknown users are checked against a dummy hash so that timing does not reveal which usernames exist.
    const valid = await verifyPassword(password, member?.password_hash ?? DUMMY_HASH);
    if (!member || !valid) {
      markNameFailure.run(m.code, nameKey(username), Date.now());
      if (member) markMemberFailure.run(member.id);
      throw new ApiError(401, ErrorCode.LOGIN_FAILED, 'Wrong username or password', { captcha: true } satisfies LoginFailureDto);
    }
    accounts.checkEntrance(member, entrance);
    // A new IP needs a code sent to the account's mobile (SMS_LOGIN_VERIFY, then LOGIN_VERIFY). An account without a
    // mobile has no second factor to check, so it is let in.
    if (knownIp.get(member.id, ip) !== 1 && member.mobile) {
      const { token, hash } = newToken();
      const now = Date.now();
      insertVerification.run(hash, member.id, m.code, now, now + LOGIN_VERIFY_TTL_MS);
      const value: LoginVerifyRequiredDto = { verifyToken: token, mobileMasked: maskMobile(member.dial_code, member.mobile) };
      throw new ApiError(403, ErrorCode.LOGIN_VERIFY_REQUIRED, 'Logging in from a new IP address needs verification', value);
    }
    const value: LoginResultDto = accounts.issueSession(member, m.code, ip);
    return ok(c, value);
  });

  const hasFlag = db.prepare('SELECT 1 FROM merchant_flags WHERE merchant_code = ? AND flag = ?').pluck();
  const insertTrial = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, nickname, password_changed_at, created_at)
     VALUES (?, ?, ?, 4, ?, ?, ?)`,
  );
  const insertIp = db.prepare('INSERT INTO member_ips (member_id, ip) VALUES (?, ?)');
  const insertCredit = db.prepare(
    "INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, ?, 'TRIAL_CREDIT', 'Free play credit', ?)",
  );

  /**
   * The free-play request (os, platform W) and its encrypted header, which must seal that same request (spec §7 "free
   * play"): a client that sends either alone, or two that differ, is refused.
   */
  const readFreePlayRequest = async (c: Context<AppEnv>): Promise<FreePlayRequest> => {
    const body = await readJsonObject(c);
    const request: FreePlayRequest = { os: requireString(body, 'os', { max: 20 }), platform: requireOneOf(body, 'platform', ['W'] as const) };
    const sealed = c.req.header(PlatformHeader.ENCRYPTED)?.trim();
    if (!sealed) throw badRequest(`The ${PlatformHeader.ENCRYPTED} header is required`);
    if (sealed.length > 4096) throw badRequest(`The ${PlatformHeader.ENCRYPTED} header is too long`);
    const opened = await decryptedJson(sealed);
    if (opened.os !== request.os || opened.platform !== request.platform) {
      throw badRequest(`The ${PlatformHeader.ENCRYPTED} header does not seal this request`);
    }
    return request;
  };

  /** Free play: a fresh trial account (type 4) with demo credit, signed in at once. */
  app.post(MemberPath.FREE_PLAY, merchant, async (c) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    if (hasFlag.get(m.code, 'FREEPLAY3') !== 1) throw new ApiError(403, ErrorCode.FREE_PLAY_DISABLED, 'Free play is not enabled');
    await readFreePlayRequest(c);
    if (!deps.loginLimiter.hit(`${ip}|${m.code}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many login attempts; try again in a minute');
    }
    const { token, hash } = newToken();
    const now = Date.now();
    db.transaction(() => {
      const username = `trial${randomInt(100_000, 1_000_000)}${String(now).slice(-4)}`;
      const id = Number(insertTrial.run(m.code, username, DUMMY_HASH, 'Guest', now, now).lastInsertRowid);
      insertIp.run(id, ip);
      insertCredit.run(id, 200_000, now);
      insertSession.run(hash, id, m.code, ip, now, now + SESSION_TTL_MS);
    })();
    const value: LoginResultDto = {
      token,
      firstTimeLogin: false,
      passwordExpired: false,
      expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
    };
    return ok(c, value);
  });

  app.delete(MemberPath.LOGOUT, merchant, requireMember(deps), (c) => {
    revoke.run(hashToken(c.req.header(PlatformHeader.AUTHORIZATION)!.trim()));
    return ok(c, true);
  });

  app.get(MemberPath.LOGIN_CAPTCHA, merchant, (c) => {
    const username = c.req.query('username');
    if (typeof username !== 'string' || username.length > 64) throw new ApiError(400, ErrorCode.BAD_REQUEST, 'username is required');
    const value: LoginCaptchaDto = { required: username.trim() !== '' && captchaRequired(c.get('merchant').code, username) };
    return ok(c, value);
  });

  app.get(MemberPath.CAPTCHA, merchant, (c) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    if (!deps.challengeLimiter.hit(`captcha|${ip}|${m.code}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many captchas asked for from this address; try again in a minute');
    }
    const answer = String(randomInt(0, 10_000)).padStart(4, '0');
    const captchaId = randomBytes(16).toString('hex');
    const now = Date.now();
    pruneCaptchas.run(now - 60 * 60 * 1000);
    insertCaptcha.run(m.code, captchaId, answer, ip, now);
    const value: CaptchaDto = { captchaId, image: renderCaptchaPng(answer).toString('base64') };
    return ok(c, value);
  });
}
