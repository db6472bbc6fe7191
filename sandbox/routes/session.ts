/** Login (encrypted body, scrypt check, captcha after a failure, new-IP verification, rate limit), logout and captcha images. */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { ErrorCode, MemberPath, PlatformHeader, type LoginResultDto } from '../../lib/platform/contract';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { hashToken, newToken } from '../lib/crypto';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords';
import { renderCaptchaPng } from '../lib/png';
import { optionalString, readJsonObject, requireOneOf, requireString, type Json } from '../lib/validate';

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export function registerSessionRoutes(app: Hono<AppEnv>, deps: Deps, decrypt: (jwe: string) => Promise<string>): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const findMember = db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?');
  const knownIp = db.prepare('SELECT 1 FROM member_ips WHERE member_id = ? AND ip = ?').pluck();
  const markFailure = db.prepare('UPDATE members SET login_failures = login_failures + 1, captcha_required = 1 WHERE id = ?');
  const markSuccess = db.prepare('UPDATE members SET login_failures = 0, captcha_required = 0 WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, merchant_code, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const revoke = db.prepare('UPDATE sessions SET revoked = 1 WHERE token_hash = ?');
  const insertCaptcha = db.prepare('INSERT INTO captchas (merchant_code, answer, created_at) VALUES (?, ?, ?)');
  const useCaptcha = db.prepare(
    'UPDATE captchas SET used = 1 WHERE id = (SELECT id FROM captchas WHERE merchant_code = ? AND answer = ? AND used = 0 AND created_at > ? ORDER BY id DESC LIMIT 1)',
  );

  const decryptedJson = async (jwe: string): Promise<Json> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await decrypt(jwe));
    } catch {
      throw new ApiError(400, ErrorCode.DECRYPTION_FAILED, 'The encrypted body could not be read');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('The payload must be a JSON object');
    return parsed as Json;
  };

  app.post(MemberPath.LOGIN, merchant, async (c) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    if (!deps.loginLimiter.hit(`${ip}|${m.code}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many login attempts; try again in a minute');
    }
    const payload = await decryptedJson(requireString(await readJsonObject(c), 'value', { max: 16_384 }));
    const type = requireOneOf(payload, 'type', ['username', 'sms'] as const);
    if (type === 'sms') throw badRequest('SMS login is not available yet');
    const username = requireString(payload, 'username', { max: 64 }).trim();
    const password = requireString(payload, 'password', { max: 128 });
    const captcha = optionalString(payload, 'captcha', { min: 0, max: 16 });
    optionalString(payload, 'loginDeviceId', { min: 0, max: 128 });

    const member = findMember.get(m.code, username) as MemberRow | undefined;
    if (member?.captcha_required) {
      const used = captcha ? useCaptcha.run(m.code, captcha.trim(), Date.now() - CAPTCHA_TTL_MS).changes : 0;
      if (!used) throw new ApiError(400, ErrorCode.CAPTCHA_INVALID, 'Wrong or missing captcha', { captcha: true });
    }
    // Unknown users are checked against a dummy hash so that timing does not reveal which usernames exist.
    const valid = await verifyPassword(password, member?.password_hash ?? DUMMY_HASH);
    if (!member || !valid) {
      if (member) markFailure.run(member.id);
      throw new ApiError(401, ErrorCode.LOGIN_FAILED, 'Wrong username or password', { captcha: true });
    }
    if (knownIp.get(member.id, ip) !== 1) {
      throw new ApiError(403, ErrorCode.LOGIN_VERIFY_REQUIRED, 'Logging in from a new IP address needs verification');
    }
    const { token, hash } = newToken();
    const now = Date.now();
    db.transaction(() => {
      markSuccess.run(member.id);
      insertSession.run(hash, member.id, m.code, ip, now, now + SESSION_TTL_MS);
    })();
    const value: LoginResultDto = {
      token,
      firstTimeLogin: member.first_login === 1,
      passwordExpired: false,
      expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
    };
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

  /** Free play: a fresh trial account (type 4) with demo credit, signed in at once. */
  app.post(MemberPath.FREE_PLAY, merchant, (c) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    if (hasFlag.get(m.code, 'FREEPLAY3') !== 1) throw new ApiError(403, ErrorCode.FREE_PLAY_DISABLED, 'Free play is not enabled');
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

  app.get(MemberPath.CAPTCHA, merchant, (c) => {
    const answer = String(randomInt(0, 10_000)).padStart(4, '0');
    insertCaptcha.run(c.get('merchant').code, answer, Date.now());
    return ok(c, renderCaptchaPng(answer).toString('base64'));
  });
}
