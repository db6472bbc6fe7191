/**
 * The member centre's member-account calls: the account overview, the payment password (set and change),
 * binding a mobile number (SMS code) or an email address (mailed code), the profile, platform messages and the VIP
 * levels. Every call is the signed-in member's own, refused to a trial account; the messages of another member are
 * a 404 whatever is asked of them.
 */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import {
  AccountErrorCode,
  ageOn,
  ErrorCode,
  GENDERS,
  INCOME_SOURCES,
  isRealDate,
  LedgerKind,
  MAX_MESSAGE_DELETE,
  maskEmail,
  MemberAccountErrorCode,
  MemberAccountPath,
  normaliseProfileText,
  PAYMENT_PASSWORD_PATTERN,
  PROFILE_TEXT_RULES,
  profileTextProblem,
  type AccountOverviewDto,
  type BoundValueDto,
  type EmailCodeSentDto,
  type MessageChangeDto,
  type MessageDetailDto,
  type MessageListDto,
  type MessageRowDto,
  type PaymentPasswordResultDto,
  type PlayerRankDto,
  type ProfileDto,
  type ProfileSavedDto,
  type ProfileTextField,
  type ProfileValuesDto,
  type SmsSentDto,
  type VipLevelDto,
} from '@site/platform-contract';
import { createAccounts, maskMobile, SMS_COUNTDOWN_MINUTES } from '../lib/accounts';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { createDecrypter, loadOrCreateKey } from '../lib/crypto';
import { createEncReader } from '../lib/enc';
import { ApiError, badRequest, notFound, ok } from '../lib/envelope';
import { invalidField, readText, requireRuleText, RULES } from '../lib/fields';
import { readMobileNumber } from '../lib/phone-auth';
import { plainText } from '../lib/html-text';
import { createLanguages } from '../lib/language';
import { paged, limitOffset, readPage } from '../lib/paging';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createPaymentPasswords } from '../lib/payment-password';
import { readJsonObject, type Json } from '../lib/validate';
import { toMajor } from '../lib/wallet';

/** Messages per page unless asked otherwise. */
export const MESSAGE_PAGE_SIZE = 10;
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_RESEND_MS = 60 * 1000;
/** Mail codes one member may have sent in an hour, whatever the addresses. */
export const EMAIL_CODES_PER_HOUR = 10;
const MAX_CODE_ATTEMPTS = 5;
const PREVIEW_LENGTH = 120;

/** A validation failure naming the field and why: 'required', 'length', 'pattern', 'invalid', 'mismatch'. */
function fieldError(field: string, reason: string, message = `${field} is invalid`): ApiError {
  return new ApiError(400, AccountErrorCode.VALIDATION_FAILED, message, { field, reason });
}

function preview(html: string): string {
  const text = plainText(html);
  return [...text].length > PREVIEW_LENGTH ? `${[...text].slice(0, PREVIEW_LENGTH - 1).join('').trimEnd()}…` : text;
}

interface ProfileRow {
  full_name: string | null;
  birthday: string | null;
  gender: string | null;
  telegram: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  income_source: string | null;
  birth_place: string | null;
}

interface VipLevelRow {
  rank_level: number;
  label_name: string;
  color: string;
  color2: string;
  deposit_minor: number;
  valid_bet_minor: number;
  rebate_bp: number;
  upgrade_bonus_minor: number;
  birthday_bonus_minor: number;
  daily_withdrawals: number;
  vip_service: number;
}

export function registerMemberAccountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, clock } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const accounts = createAccounts(deps);
  const paymentPasswords = createPaymentPasswords(db);
  const languages = createLanguages(deps);
  const { readEncBody } = createEncReader(createDecrypter(loadOrCreateKey(db)));

  /** The member centre is for real accounts: a trial account is told to register (spec §6). */
  const own = [merchant, member, requireRealAccount] as const;

  /** Password checks of this area share the login limiter, under keys of their own. */
  const limit = (kind: string, memberId: number) => {
    if (!deps.loginLimiter.hit(`${kind}|${memberId}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many attempts; try again in a minute');
    }
  };
  const freshMember = db.prepare('SELECT * FROM members WHERE id = ?');
  const requireLoginPassword = async (body: Json, me: MemberRow) => {
    const password = readText(body, 'password', { trim: false, hardMax: 128 });
    if (password === undefined) throw fieldError('password', 'required', 'password is required');
    if (!(await verifyPassword(password, me.password_hash))) {
      throw new ApiError(400, MemberAccountErrorCode.PASSWORD_WRONG, 'The login password is wrong', { field: 'password' });
    }
  };

  // ——— Overview ———

  app.get(MemberAccountPath.OVERVIEW, ...own, (c) => {
    const me = c.get('member');
    const value: AccountOverviewDto = {
      account: me.username,
      nickname: me.nickname,
      clubLabel:
        me.club_label_name === null
          ? null
          : { labelName: me.club_label_name, color: me.club_color ?? '#ffffff', color2: me.club_color2 ?? '#000000', rankLevel: me.club_rank ?? 0 },
      memberSince: (me as MemberRow & { created_at: number }).created_at,
      security: {
        passwordChangedAt: me.password_changed_at,
        paymentPasswordSet: paymentPasswords.isSet(me.id),
        mobile: me.mobile ? maskMobile(me.dial_code, me.mobile) : null,
        email: me.email ? maskEmail(me.email) : null,
      },
    };
    return ok(c, value);
  });

  // ——— Payment password ———

  /** newPaymentPassword (6 digits) and its confirmation. */
  const readNewPaymentPassword = (body: Json): string => {
    const next = readText(body, 'newPaymentPassword', { trim: false, hardMax: 64 });
    if (next === undefined) throw fieldError('newPaymentPassword', 'required', 'newPaymentPassword is required');
    if (!PAYMENT_PASSWORD_PATTERN.test(next)) throw fieldError('newPaymentPassword', 'pattern', 'The payment password is 6 digits');
    const confirm = readText(body, 'confirmPaymentPassword', { trim: false, hardMax: 64 });
    if (confirm === undefined) throw fieldError('confirmPaymentPassword', 'required', 'confirmPaymentPassword is required');
    if (confirm !== next) throw fieldError('confirmPaymentPassword', 'mismatch', 'The two entries differ');
    return next;
  };
  const setIfNone = db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS NULL');
  const readPaymentHash = db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').pluck();
  const replaceIfSame = db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash = ?');
  const done: PaymentPasswordResultDto = { paymentPasswordSet: true };

  app.post(MemberAccountPath.PAYMENT_PASSWORD_SET, ...own, async (c) => {
    const me = c.get('member');
    limit('security', me.id);
    const body = await readEncBody(c);
    const next = readNewPaymentPassword(body);
    if (paymentPasswords.isSet(me.id)) {
      throw new ApiError(409, MemberAccountErrorCode.PAYMENT_PASSWORD_ALREADY_SET, 'A payment password is set already; change it instead');
    }
    await requireLoginPassword(body, me);
    // Set only if still none: of two racing first sets, one wins and the other is told it is set already.
    if (setIfNone.run(hashPassword(next), me.id).changes !== 1) {
      throw new ApiError(409, MemberAccountErrorCode.PAYMENT_PASSWORD_ALREADY_SET, 'A payment password is set already; change it instead');
    }
    return ok(c, done);
  });

  app.post(MemberAccountPath.PAYMENT_PASSWORD_CHANGE, ...own, async (c) => {
    const me = c.get('member');
    limit('security', me.id);
    const body = await readEncBody(c);
    const old = readText(body, 'oldPaymentPassword', { trim: false, hardMax: 64 });
    if (old === undefined) throw fieldError('oldPaymentPassword', 'required', 'oldPaymentPassword is required');
    const next = readNewPaymentPassword(body);
    const stored = readPaymentHash.get(me.id) as string | null;
    if (typeof stored !== 'string') {
      throw new ApiError(409, MemberAccountErrorCode.PAYMENT_PASSWORD_NOT_SET, 'No payment password is set; set one first');
    }
    if (!(await verifyPassword(old, stored))) {
      throw new ApiError(400, MemberAccountErrorCode.PAYMENT_PASSWORD_WRONG, 'The payment password is wrong', { field: 'oldPaymentPassword' });
    }
    if (next === old) {
      throw new ApiError(400, MemberAccountErrorCode.PAYMENT_PASSWORD_SAME, 'The new payment password must differ', { field: 'newPaymentPassword' });
    }
    // Replaced only if nothing changed it since it was checked.
    if (replaceIfSame.run(hashPassword(next), me.id, stored).changes !== 1) {
      throw new ApiError(400, MemberAccountErrorCode.PAYMENT_PASSWORD_WRONG, 'The payment password is wrong', { field: 'oldPaymentPassword' });
    }
    return ok(c, done);
  });

  // ——— Bound mobile ———

  const knownDial = db.prepare('SELECT 1 FROM countries WHERE dial_code = ?').pluck();
  const mobileOwner = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND dial_code = ? AND mobile = ?').pluck();
  const setMobile = db.prepare('UPDATE members SET dial_code = ?, mobile = ? WHERE id = ?');

  const readMobile = (body: Json, me: MemberRow) => {
    const dialCode = requireRuleText(body, 'countryDialingCode', RULES.dialCode).replace(/^\+/, '');
    if (knownDial.get(dialCode) !== 1) throw invalidField('countryDialingCode', undefined, 'Unknown dialing code');
    // Phone authentication (spec §8) as for every number a code is sent to: missing, or no mobile number of its plan.
    readMobileNumber(body, 'mobileNum', dialCode);
    const mobile = requireRuleText(body, 'mobileNum', RULES.mobile);
    if (me.dial_code === dialCode && me.mobile === mobile) {
      throw new ApiError(400, MemberAccountErrorCode.ALREADY_BOUND, 'This number is the one bound already', { field: 'mobileNum' });
    }
    const owner = mobileOwner.get(me.merchant_code, dialCode, mobile) as number | undefined;
    if (owner !== undefined && owner !== me.id) {
      throw new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'Another account has this number', { field: 'mobileNum' });
    }
    return { dialCode, mobile };
  };

  app.post(MemberAccountPath.MOBILE_CODE, ...own, async (c) => {
    const me = c.get('member');
    const { dialCode, mobile } = readMobile(await readJsonObject(c), me);
    accounts.sendSms(me.merchant_code, dialCode, mobile, 'bind', c.get('visitorIp'));
    const value: SmsSentDto = { expiredMinutes: SMS_COUNTDOWN_MINUTES };
    return ok(c, value);
  });

  app.post(MemberAccountPath.MOBILE_BIND, ...own, async (c) => {
    const me = c.get('member');
    limit('security', me.id);
    const body = await readEncBody(c);
    const { dialCode, mobile } = readMobile(body, me);
    const code = requireRuleText(body, 'verificationCode', RULES.smsCode);
    await requireLoginPassword(body, me);
    // The code is spent (or its wrong guess counted) before the write, which may still find the number taken meanwhile.
    accounts.requireSmsCode(me.merchant_code, dialCode, mobile, 'bind', code, { field: 'verificationCode' });
    try {
      db.transaction(() => {
        const owner = mobileOwner.get(me.merchant_code, dialCode, mobile) as number | undefined;
        if (owner !== undefined && owner !== me.id) throw new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'Another account has this number');
        setMobile.run(dialCode, mobile, me.id);
      })();
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'Another account has this number', { field: 'mobileNum' });
      }
      throw err;
    }
    const value: BoundValueDto = { masked: maskMobile(dialCode, mobile) };
    return ok(c, value);
  });

  // ——— Bound email ———

  const emailOwner = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND email = ? AND id <> ? LIMIT 1').pluck();
  const lastEmailCode = db.prepare('SELECT MAX(created_at) FROM email_codes WHERE member_id = ? AND email = ?').pluck();
  const emailCodesSince = db.prepare('SELECT COUNT(*) FROM email_codes WHERE member_id = ? AND created_at > ?').pluck();
  const insertEmailCode = db.prepare(
    'INSERT INTO email_codes (merchant_code, member_id, email, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMail = db.prepare('INSERT INTO mail_outbox (merchant_code, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)');
  const latestEmailCode = db.prepare(
    `SELECT id, code FROM email_codes WHERE member_id = ? AND email = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1`,
  );
  const failEmailCode = db.prepare(
    `UPDATE email_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ${MAX_CODE_ATTEMPTS} THEN 1 ELSE used END WHERE id = ?`,
  );
  const useEmailCode = db.prepare('UPDATE email_codes SET used = 1 WHERE id = ? AND used = 0');
  const setEmail = db.prepare('UPDATE members SET email = ? WHERE id = ?');

  const readEmail = (body: Json, me: MemberRow): string => {
    const email = requireRuleText(body, 'email', RULES.email);
    if (me.email && me.email.toLowerCase() === email.toLowerCase()) {
      throw new ApiError(400, MemberAccountErrorCode.ALREADY_BOUND, 'This address is the one bound already', { field: 'email' });
    }
    if (emailOwner.get(me.merchant_code, email, me.id) !== undefined) {
      throw new ApiError(400, MemberAccountErrorCode.EMAIL_TAKEN, 'Another account has this address', { field: 'email' });
    }
    return email;
  };

  app.post(MemberAccountPath.EMAIL_CODE, ...own, async (c) => {
    const me = c.get('member');
    const email = readEmail(await readJsonObject(c), me);
    const now = clock.now();
    const last = lastEmailCode.get(me.id, email) as number | null;
    if (last !== null && now - last < EMAIL_RESEND_MS) {
      throw new ApiError(429, MemberAccountErrorCode.EMAIL_TOO_SOON, 'A code was sent less than a minute ago', {
        retryAfterSeconds: Math.ceil((last + EMAIL_RESEND_MS - now) / 1000),
      });
    }
    if ((emailCodesSince.get(me.id, now - 60 * 60 * 1000) as number) >= EMAIL_CODES_PER_HOUR) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many codes this hour; try again later');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const brand = c.get('merchant').brand_name;
    db.transaction(() => {
      insertEmailCode.run(me.merchant_code, me.id, email, code, now, now + EMAIL_CODE_TTL_MS);
      insertMail.run(
        me.merchant_code, email, `${brand}: your verification code`,
        `Your code to bind this address to ${me.username} is ${code}. It is valid for 10 minutes.`, now,
      );
    })();
    const value: EmailCodeSentDto = { expiredMinutes: EMAIL_RESEND_MS / 60_000 };
    return ok(c, value);
  });

  app.post(MemberAccountPath.EMAIL_BIND, ...own, async (c) => {
    const me = c.get('member');
    limit('security', me.id);
    const body = await readEncBody(c);
    const email = readEmail(body, me);
    const code = requireRuleText(body, 'verificationCode', RULES.smsCode);
    await requireLoginPassword(body, me);
    const row = latestEmailCode.get(me.id, email, clock.now()) as { id: number; code: string } | undefined;
    const valid = row !== undefined && row.code === code && useEmailCode.run(row.id).changes === 1;
    if (!valid) {
      if (row) failEmailCode.run(row.id);
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification code is wrong or expired', { field: 'verificationCode' });
    }
    db.transaction(() => {
      if (emailOwner.get(me.merchant_code, email, me.id) !== undefined) {
        throw new ApiError(400, MemberAccountErrorCode.EMAIL_TAKEN, 'Another account has this address', { field: 'email' });
      }
      setEmail.run(email, me.id);
    })();
    const value: BoundValueDto = { masked: maskEmail(email) };
    return ok(c, value);
  });

  // ——— Profile ———

  const profileOf = db.prepare('SELECT * FROM member_profiles WHERE member_id = ?');
  const minimumAgeOf = db.prepare('SELECT minimum_age FROM merchants WHERE code = ?').pluck();
  const knownCountry = db.prepare('SELECT 1 FROM countries WHERE code = ?').pluck();
  const upsertProfile = db.prepare(
    `INSERT INTO member_profiles (member_id, full_name, birthday, gender, telegram, address, nationality, occupation, income_source,
       birth_place, updated_at)
     VALUES (@member, @fullName, @birthday, @gender, @telegram, @address, @nationality, @occupation, @sourceOfIncome, @placeOfBirth, @now)
     ON CONFLICT (member_id) DO UPDATE SET full_name = excluded.full_name, birthday = excluded.birthday, gender = excluded.gender,
       telegram = excluded.telegram, address = excluded.address, nationality = excluded.nationality,
       occupation = excluded.occupation, income_source = excluded.income_source, birth_place = excluded.birth_place,
       updated_at = excluded.updated_at`,
  );
  const setNickname = db.prepare('UPDATE members SET nickname = ? WHERE id = ?');

  const profileValues = (memberId: number): ProfileValuesDto => {
    const me = freshMember.get(memberId) as MemberRow;
    const p = (profileOf.get(memberId) as ProfileRow | undefined) ?? null;
    return {
      nickname: me.nickname,
      fullName: p?.full_name ?? null,
      birthday: p?.birthday ?? null,
      gender: (p?.gender as ProfileValuesDto['gender']) ?? null,
      telegram: p?.telegram ?? null,
      address: p?.address ?? null,
      nationality: p?.nationality ?? null,
      occupation: p?.occupation ?? null,
      sourceOfIncome: (p?.income_source as ProfileValuesDto['sourceOfIncome']) ?? null,
      placeOfBirth: p?.birth_place ?? null,
    };
  };
  const profile = (memberId: number, merchantCode: string): ProfileDto => {
    const values = profileValues(memberId);
    const locked: ProfileDto['locked'] = [];
    if (values.fullName !== null) locked.push('fullName');
    if (values.birthday !== null) locked.push('birthday');
    return { ...values, locked, minimumAge: minimumAgeOf.get(merchantCode) as number };
  };

  app.get(MemberAccountPath.PROFILE, ...own, (c) => ok(c, profile(c.get('member').id, c.get('merchant').code)));

  /** A field of the PUT body: undefined when absent, null to clear ('' too), else a string. Anything else is invalid. */
  const optionalText = (body: Json, field: string): string | null | undefined => {
    const v = body[field];
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (typeof v !== 'string' || v.length > 1000) throw fieldError(field, 'invalid');
    return v;
  };
  const choice = <T extends string>(body: Json, field: string, allowed: readonly T[]): T | null | undefined => {
    const v = optionalText(body, field);
    if (v === undefined || v === null || v === '') return v === '' ? null : v;
    if (!allowed.includes(v as T)) throw fieldError(field, 'invalid');
    return v as T;
  };

  app.put(MemberAccountPath.PROFILE, ...own, async (c) => {
    const me = c.get('member');
    const body = await readJsonObject(c);
    const minimumAge = minimumAgeOf.get(me.merchant_code) as number;
    const next: ProfileValuesDto = profileValues(me.id);
    const asked: Partial<ProfileValuesDto> = {};

    for (const field of Object.keys(PROFILE_TEXT_RULES) as ProfileTextField[]) {
      const raw = optionalText(body, field);
      if (raw === undefined) continue;
      const value = raw === null ? null : normaliseProfileText(field, raw);
      if (value !== null) {
        const problem = profileTextProblem(field, value);
        if (problem) throw fieldError(field, problem);
      }
      asked[field] = value;
    }
    const birthday = optionalText(body, 'birthday');
    if (birthday !== undefined) {
      const value = birthday === null || birthday.trim() === '' ? null : birthday.trim();
      if (value !== null) {
        if (!isRealDate(value)) throw fieldError('birthday', 'pattern', 'birthday must be a date yyyy-MM-dd');
        const age = ageOn(value, clock.now());
        if (age < 0 || age > 120) throw fieldError('birthday', 'invalid', 'birthday is not a plausible date');
        if (age < minimumAge) {
          throw new ApiError(400, MemberAccountErrorCode.UNDER_AGE, `Members must be at least ${minimumAge}`, { field: 'birthday', minimumAge });
        }
      }
      asked.birthday = value;
    }
    const gender = choice(body, 'gender', GENDERS);
    if (gender !== undefined) asked.gender = gender;
    const income = choice(body, 'sourceOfIncome', INCOME_SOURCES);
    if (income !== undefined) asked.sourceOfIncome = income;
    const nationality = optionalText(body, 'nationality');
    if (nationality !== undefined) {
      const value = nationality === null || nationality === '' ? null : nationality.toUpperCase();
      if (value !== null && (!/^[A-Z]{2}$/.test(value) || knownCountry.get(value) !== 1)) throw fieldError('nationality', 'invalid');
      asked.nationality = value;
    }

    db.transaction(() => {
      // Read again inside the write: a lock set by a racing save holds.
      const current = profileValues(me.id);
      for (const field of ['fullName', 'birthday'] as const) {
        if (asked[field] !== undefined && current[field] !== null && asked[field] !== current[field]) {
          throw new ApiError(400, MemberAccountErrorCode.PROFILE_FIELD_LOCKED, `${field} cannot be changed once set`, { field });
        }
      }
      Object.assign(next, current, asked);
      upsertProfile.run({
        member: me.id,
        fullName: next.fullName,
        birthday: next.birthday,
        gender: next.gender,
        telegram: next.telegram,
        address: next.address,
        nationality: next.nationality,
        occupation: next.occupation,
        sourceOfIncome: next.sourceOfIncome,
        placeOfBirth: next.placeOfBirth,
        now: clock.now(),
      });
      if (asked.nickname !== undefined) setNickname.run(asked.nickname, me.id);
    })();
    const value: ProfileSavedDto = { locked: profile(me.id, me.merchant_code).locked, savedAt: clock.now() };
    return ok(c, value);
  });

  // ——— Messages ———

  // Text in the asked language, else the merchant's default, else the message's own.
  const messagePage = db.prepare(
    `SELECT m.id, COALESCE(t.title, d.title, m.title) AS title, COALESCE(t.content, d.content, m.content) AS content,
       m.read_at, m.created_at
     FROM messages m
     LEFT JOIN message_i18n t ON t.message_id = m.id AND t.language = @lang
     LEFT JOIN message_i18n d ON d.message_id = m.id AND d.language = @fallback
     WHERE m.member_id = @member
     ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  const messageOne = db.prepare(
    `SELECT m.id, COALESCE(t.title, d.title, m.title) AS title, COALESCE(t.content, d.content, m.content) AS content, m.created_at
     FROM messages m
     LEFT JOIN message_i18n t ON t.message_id = m.id AND t.language = @lang
     LEFT JOIN message_i18n d ON d.message_id = m.id AND d.language = @fallback
     WHERE m.id = @id AND m.member_id = @member`,
  );
  const messageCount = db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ?').pluck();
  const unreadCount = db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ? AND read_at IS NULL').pluck();
  const markRead = db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL');
  const markAllRead = db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL');
  const ownedCount = (ids: number[]) =>
    db.prepare(`SELECT COUNT(*) FROM messages WHERE member_id = ? AND id IN (${ids.map(() => '?').join(', ')})`).pluck();
  const deleteTexts = (ids: number[]) => db.prepare(`DELETE FROM message_i18n WHERE message_id IN (${ids.map(() => '?').join(', ')})`);
  const deleteRows = (ids: number[]) => db.prepare(`DELETE FROM messages WHERE member_id = ? AND id IN (${ids.map(() => '?').join(', ')})`);

  const readId = (body: Json): number => {
    const id = body.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest('id must be a positive whole number');
    return id;
  };

  app.post(MemberAccountPath.MESSAGE_LIST, ...own, async (c) => {
    const me = c.get('member');
    const query = readPage(await readJsonObject(c, true), MESSAGE_PAGE_SIZE);
    const [limitRows, offset] = limitOffset(query);
    const rows = messagePage.all({
      lang: languages.contentLanguage(c),
      fallback: languages.defaultOf(me.merchant_code),
      member: me.id,
      limit: limitRows,
      offset,
    }) as { id: number; title: string; content: string; read_at: number | null; created_at: number }[];
    const list: MessageRowDto[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      preview: preview(r.content),
      read: r.read_at !== null,
      createdAt: r.created_at,
    }));
    const value: MessageListDto = paged(list, messageCount.get(me.id) as number, query, { unread: unreadCount.get(me.id) as number });
    return ok(c, value);
  });

  app.post(MemberAccountPath.MESSAGE_DETAIL, ...own, async (c) => {
    const me = c.get('member');
    const id = readId(await readJsonObject(c));
    const row = messageOne.get({
      id,
      member: me.id,
      lang: languages.contentLanguage(c),
      fallback: languages.defaultOf(me.merchant_code),
    }) as { id: number; title: string; content: string; created_at: number } | undefined;
    // Another member's message is answered as one that does not exist.
    if (!row) throw notFound('No such message');
    markRead.run(clock.now(), id, me.id);
    const value: MessageDetailDto = {
      id: row.id,
      title: row.title,
      content: row.content,
      createdAt: row.created_at,
      unread: unreadCount.get(me.id) as number,
    };
    return ok(c, value);
  });

  app.post(MemberAccountPath.MESSAGE_READ_ALL, ...own, async (c) => {
    const me = c.get('member');
    await readJsonObject(c, true);
    const changed = markAllRead.run(clock.now(), me.id).changes;
    const value: MessageChangeDto = { changed, unread: unreadCount.get(me.id) as number };
    return ok(c, value);
  });

  app.post(MemberAccountPath.MESSAGE_DELETE, ...own, async (c) => {
    const me = c.get('member');
    const body = await readJsonObject(c);
    const raw = body.ids;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_MESSAGE_DELETE) {
      throw badRequest(`ids must be a list of 1–${MAX_MESSAGE_DELETE} message ids`);
    }
    if (!raw.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) throw badRequest('ids must be positive whole numbers');
    const ids = [...new Set(raw as number[])];
    const changed = db.transaction(() => {
      // All or nothing: one id that is not this member's (another member's, or none) fails the whole delete.
      if ((ownedCount(ids).get(me.id, ...ids) as number) !== ids.length) throw notFound('No such message');
      deleteTexts(ids).run(...ids);
      return deleteRows(ids).run(me.id, ...ids).changes;
    })();
    const value: MessageChangeDto = { changed, unread: unreadCount.get(me.id) as number };
    return ok(c, value);
  });

  // ——— VIP levels ———

  const levelsOf = db.prepare('SELECT * FROM vip_levels WHERE merchant_code = ? ORDER BY rank_level');
  const depositTotal = db.prepare(
    'SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ? AND kind = ? AND amount_minor > 0',
  ).pluck();
  const validBetTotal = db.prepare("SELECT COALESCE(SUM(stake_minor), 0) FROM bets WHERE member_id = ? AND status = 'settled'").pluck();
  const promote = db.prepare(
    'UPDATE members SET club_label_name = ?, club_color = ?, club_color2 = ?, club_rank = ? WHERE id = ? AND COALESCE(club_rank, 0) < ?',
  );

  app.get(MemberAccountPath.RANK, ...own, (c) => {
    const me = c.get('member');
    const m = c.get('merchant');
    const rows = levelsOf.all(m.code) as VipLevelRow[];
    const deposit = depositTotal.get(me.id, LedgerKind.DEPOSIT) as number;
    const validBet = validBetTotal.get(me.id) as number;
    const reached = rows.filter((r) => deposit >= r.deposit_minor && validBet >= r.valid_bet_minor).at(-1);
    // Levels are kept once reached: an earned level raises the member's club label, a lower total never lowers it.
    if (reached && reached.rank_level > (me.club_rank ?? 0)) {
      promote.run(reached.label_name, reached.color, reached.color2, reached.rank_level, me.id, reached.rank_level);
    }
    const currentLevel = Math.max(me.club_rank ?? 0, reached?.rank_level ?? 0);
    const levels: VipLevelDto[] = rows.map((r) => ({
      rankLevel: r.rank_level,
      labelName: r.label_name,
      color: r.color,
      color2: r.color2,
      requiredDeposit: toMajor(r.deposit_minor),
      requiredValidBet: toMajor(r.valid_bet_minor),
      rebatePercent: r.rebate_bp / 100,
      upgradeBonus: toMajor(r.upgrade_bonus_minor),
      birthdayBonus: toMajor(r.birthday_bonus_minor),
      dailyWithdrawals: r.daily_withdrawals,
      vipService: r.vip_service === 1,
    }));
    const value: PlayerRankDto = {
      levels,
      currentLevel,
      totalDeposit: toMajor(deposit),
      totalValidBet: toMajor(validBet),
      nextLevel: rows.find((r) => r.rank_level > currentLevel)?.rank_level ?? null,
      currency: m.currency_code,
    };
    return ok(c, value);
  });
}
