/**
 * Human checks and codes: the slider puzzle and its one-time passes (each bound to the visitor address that asked, and
 * dealt a limited number of times per address), SMS codes for registration, SMS login, password reset and the new-IP
 * login check (within MESSAGE_LIMITS; login and reset answer alike whether or not an account has the number), and
 * completing that check (LOGIN_VERIFY).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  AccountErrorCode,
  AccountsPath,
  ErrorCode,
  MESSAGE_LIMITS,
  WhitelabelFlag,
  type LoginResultDto,
  type SliderPassDto,
  type SliderPurpose,
  type SliderPuzzleDto,
  type SmsForgotSentDto,
  type SmsSentDto,
} from '@site/platform-contract';
import {
  SMS_COUNTDOWN_MINUTES, SLIDER_PUZZLE_TTL_MS, MAX_CODE_ATTEMPTS, smsTarget, type Accounts, type SmsPurpose,
} from '../lib/accounts';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { hashToken } from '../lib/crypto';
import { ApiError, ok } from '../lib/envelope';
import { invalidField, readText, requireChoice, requireRuleText, RULES } from '../lib/fields';
import { pngDataUrl, renderSliderPuzzle } from '../lib/slider-image';
import { readJsonObject, type Json } from '../lib/validate';

const SLIDER_STEPS = 100;
const PIECE_STEPS = 12;
const GAP_MIN = 20;
const GAP_MAX = 88;
const SLIDER_TOLERANCE = 2;
const SLIDER_PURPOSES = ['register', 'sms', 'email'] as const;

export function registerVerificationRoutes(app: Hono<AppEnv>, deps: Deps, accounts: Accounts): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const knownDial = db.prepare('SELECT 1 FROM countries WHERE dial_code = ?').pluck();
  const mobileTaken = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND dial_code = ? AND mobile = ?').pluck();
  const insertPuzzle = db.prepare(
    'INSERT INTO slider_puzzles (merchant_code, public_id, purpose, x, ip, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const prunePuzzles = db.prepare('DELETE FROM slider_puzzles WHERE created_at < ? AND id < (SELECT MAX(id) FROM slider_puzzles)');
  const findPuzzle = db.prepare(
    'SELECT id, purpose, x, created_at, used FROM slider_puzzles WHERE public_id = ? AND merchant_code = ? AND ip = ?',
  );
  const spendPuzzle = db.prepare('UPDATE slider_puzzles SET used = 1 WHERE id = ? AND used = 0');
  const findVerification = db.prepare(
    `SELECT v.token_hash, v.attempts, m.* FROM login_verifications v JOIN members m ON m.id = v.member_id
     WHERE v.token_hash = ? AND v.merchant_code = ? AND v.used = 0 AND v.expires_at > ?`,
  );
  const failVerification = db.prepare(
    `UPDATE login_verifications SET attempts = attempts + 1,
       used = CASE WHEN attempts + 1 >= ${MAX_CODE_ATTEMPTS} THEN 1 ELSE used END WHERE token_hash = ?`,
  );
  const spendVerification = db.prepare('UPDATE login_verifications SET used = 1 WHERE token_hash = ? AND used = 0');

  /** countryDialingCode (a dial code of the country list) and the national number, digits only. */
  const readNumber = (body: Json, mobileField: string) => {
    const dialCode = requireRuleText(body, 'countryDialingCode', RULES.dialCode).replace(/^\+/, '');
    if (knownDial.get(dialCode) !== 1) throw invalidField('countryDialingCode', undefined, 'Unknown dialing code');
    const mobile = requireRuleText(body, mobileField, RULES.mobile);
    return { dialCode, mobile };
  };

  const sent = (): SmsSentDto => ({ expiredMinutes: SMS_COUNTDOWN_MINUTES });

  app.get(AccountsPath.SLIDER, merchant, (c) => {
    const purpose = requireChoice({ purpose: c.req.query('purpose') }, 'purpose', SLIDER_PURPOSES);
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    if (!deps.challengeLimiter.hit(`slider|${ip}|${m.code}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many puzzles asked for from this address; try again in a minute');
    }
    const x = randomInt(GAP_MIN, GAP_MAX + 1);
    const puzzleId = randomBytes(16).toString('hex');
    const now = Date.now();
    prunePuzzles.run(now - 60 * 60 * 1000);
    insertPuzzle.run(m.code, puzzleId, purpose, x, ip, now);
    // Pixels alone show the gap: the answer is in no markup and no field.
    const { background, piece } = renderSliderPuzzle(x, SLIDER_STEPS);
    const value: SliderPuzzleDto = {
      puzzleId,
      steps: SLIDER_STEPS,
      backgroundUrl: pngDataUrl(background),
      pieceUrl: pngDataUrl(piece),
      pieceWidthSteps: PIECE_STEPS,
    };
    return ok(c, value);
  });

  app.post(AccountsPath.SLIDER_VERIFY, merchant, async (c) => {
    const body = await readJsonObject(c);
    const puzzleId = readText(body, 'puzzleId', { hardMax: 64 });
    if (puzzleId === undefined) throw invalidField('puzzleId');
    const x = body.x;
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > SLIDER_STEPS) throw invalidField('x');
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    // Only the address the puzzle was dealt to can answer it (another is told it failed, and spends nothing).
    const puzzle = findPuzzle.get(puzzleId, m.code, ip) as
      | { id: number; purpose: SliderPurpose; x: number; created_at: number; used: number }
      | undefined;
    // The puzzle is spent whatever the answer, so each one allows exactly one guess.
    const fresh = puzzle !== undefined && spendPuzzle.run(puzzle.id).changes === 1 && Date.now() - puzzle.created_at < SLIDER_PUZZLE_TTL_MS;
    if (!puzzle || !fresh || Math.abs(x - puzzle.x) > SLIDER_TOLERANCE) {
      throw new ApiError(400, AccountErrorCode.SLIDER_FAILED, 'The slider check failed; try a new puzzle');
    }
    const value: SliderPassDto = { sliderToken: accounts.issueSliderPass(m.code, puzzle.purpose, ip) };
    return ok(c, value);
  });

  app.post(AccountsPath.SMS_REGISTER, merchant, async (c) => {
    const body = await readJsonObject(c);
    const { dialCode, mobile } = readNumber(body, 'mobileNo');
    const regType = requireChoice(body, 'regType', ['username', 'mobile'] as const);
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    const settings = accounts.registerSettings(m);
    if (!settings.mobileRegister && !settings.smsForUsername) {
      throw new ApiError(403, AccountErrorCode.SMS_DISABLED, 'Registration by SMS is not enabled');
    }
    const request = { merchant: m.code, channel: 'sms', target: smsTarget(dialCode, mobile), purpose: 'register', ip } as const;
    accounts.requestMessage(request, () => accounts.consumeSliderPass(m.code, 'sms', body.sliderToken, ip), () => {
      // Registering a number twice cannot be: this one says so (the pass is spent and the request counted, so the
      // answer cannot be asked for number after number).
      if (regType === 'mobile' && mobileTaken.get(m.code, dialCode, mobile) === 1) {
        throw new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'This mobile number is already registered');
      }
      accounts.deliverSms(m.code, dialCode, mobile, 'register');
    });
    return ok(c, sent());
  });

  /**
   * A code for an account's number (SMS login, password reset): within MESSAGE_LIMITS and after a slider pass, the same
   * answer whether or not an account has the number; the code goes only to an account's number.
   */
  const codeForAccount = (c: Context<AppEnv>, body: Json, number: { dialCode: string; mobile: string }, purpose: SmsPurpose) => {
    const { dialCode, mobile } = number;
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    const request = { merchant: m.code, channel: 'sms', target: smsTarget(dialCode, mobile), purpose, ip } as const;
    accounts.requestMessage(request, () => accounts.consumeSliderPass(m.code, 'sms', body.sliderToken, ip), () => {
      if (accounts.memberByMobile(m.code, dialCode, mobile)) accounts.deliverSms(m.code, dialCode, mobile, purpose);
    });
  };

  app.post(AccountsPath.SMS_LOGIN, merchant, async (c) => {
    const body = await readJsonObject(c);
    const number = readNumber(body, 'mobileNum');
    if (!accounts.hasFlag(c.get('merchant'), WhitelabelFlag.MOBILEVERCODELOGIN3)) {
      throw new ApiError(403, AccountErrorCode.SMS_DISABLED, 'SMS login is not enabled');
    }
    codeForAccount(c, body, number, 'login');
    return ok(c, sent());
  });

  app.post(AccountsPath.SMS_FORGOT, merchant, async (c) => {
    const body = await readJsonObject(c);
    const number = readNumber(body, 'mobileNum');
    if (!accounts.hasFlag(c.get('merchant'), WhitelabelFlag.CHNGPASSVERIF3)) {
      throw new ApiError(403, AccountErrorCode.SMS_DISABLED, 'Password reset by SMS is not enabled');
    }
    codeForAccount(c, body, number, 'forgot');
    const value: SmsForgotSentDto = { expirationTime: Date.now() + MESSAGE_LIMITS.resendMs };
    return ok(c, value);
  });

  /** The pending new-IP check of verifyToken, or 400 verification_code_invalid when it is unknown, used or expired. */
  const pendingVerification = (body: Json, merchantCode: string) => {
    const verifyToken = readText(body, 'verifyToken', { hardMax: 128 });
    if (verifyToken === undefined) throw invalidField('verifyToken');
    const row = findVerification.get(hashToken(verifyToken), merchantCode, Date.now()) as
      | (MemberRow & { token_hash: string; attempts: number })
      | undefined;
    if (!row || !row.mobile) {
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification has expired; log in again');
    }
    return row;
  };

  app.post(AccountsPath.SMS_LOGIN_VERIFY, merchant, async (c) => {
    const body = await readJsonObject(c);
    const m = c.get('merchant');
    const row = pendingVerification(body, m.code);
    accounts.sendSms(m.code, row.dial_code ?? '', row.mobile!, 'login-verify', c.get('visitorIp'));
    return ok(c, sent());
  });

  app.post(AccountsPath.LOGIN_VERIFY, merchant, async (c) => {
    const body = await readJsonObject(c);
    const m = c.get('merchant');
    const code = requireRuleText(body, 'verificationCode', RULES.smsCode);
    const row = pendingVerification(body, m.code);
    if (!accounts.checkSmsCode(m.code, row.dial_code ?? '', row.mobile!, 'login-verify', code)) {
      failVerification.run(row.token_hash);
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification code is wrong or expired');
    }
    if (spendVerification.run(row.token_hash).changes !== 1) {
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification has expired; log in again');
    }
    const value: LoginResultDto = accounts.issueSession(row, m.code, c.get('visitorIp'), true);
    return ok(c, value);
  });
}
