/**
 * Account calls: register settings, countries, affiliate codes, registration (username and mobile), forgot password
 * by email (alike for every name and address, behind a slider pass, within MESSAGE_LIMITS), reset by phone and change
 * password. (Promotions: routes/promotions.ts.)
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  AccountErrorCode,
  amountDecimals,
  AccountsPath,
  CONFIGURABLE_FIELDS,
  type ConfigurableField,
  DEFAULT_PASSWORD_RULE,
  ErrorCode,
  REGISTER_FIELDS,
  registerHumanCheck,
  WhitelabelFlag,
  type CountryDto,
  type FieldRuleDto,
  type RegisterField,
  type RegisterResultDto,
  type RegType,
  type ResetByPhoneResultDto,
  type UsernameAvailabilityDto,
} from '@site/platform-contract';
import { AGENT_TYPES, randomCode, type Accounts } from '../lib/accounts';
import { requireMember, requireMerchant } from '../lib/auth';
import { createProtection, limitAmountMinor } from '../lib/protection';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { hashToken } from '../lib/crypto';
import { createEncReader, type Decrypt } from '../lib/enc';
import { ApiError, ok } from '../lib/envelope';
import { fixedRule, invalidField, passes, readText, requireChoice, requireRuleText, ruleText, RULES } from '../lib/fields';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { readJsonObject, type Json } from '../lib/validate';

/** Rules used when a merchant configures none for a field the form always has. */
const DEFAULT_RULES: Partial<Record<RegisterField, FieldRuleDto>> = {
  username: fixedRule(1, 4, 16),
  password: DEFAULT_PASSWORD_RULE,
  confirmPassword: DEFAULT_PASSWORD_RULE,
  mobileNum: fixedRule(6, 6, 15),
  verificationCode: fixedRule(6, 4, 8),
  paymentPassword: fixedRule(6, 6, 6),
};

/** Payload field → members column for the optional profile fields. */
const PROFILE_COLUMNS: Record<ConfigurableField, string | null> = {
  payeeName: 'payee_name',
  qqNum: 'qq',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'id_number',
  email: 'email',
  affiliateCode: null,
};

export function registerAccountRoutes(app: Hono<AppEnv>, deps: Deps, decrypt: Decrypt, accounts: Accounts): void {
  const protection = createProtection(deps);
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const { readEncBody } = createEncReader(decrypt);

  const countries = db.prepare('SELECT code, dial_code, name FROM countries ORDER BY sort');
  const knownDial = db.prepare('SELECT 1 FROM countries WHERE dial_code = ?').pluck();
  const agentByCode = db.prepare(
    `SELECT * FROM members WHERE merchant_code = ? AND affiliate_code = ? AND type IN (${AGENT_TYPES.join(', ')})`,
  );
  // A registration link's code (the agent centre): the agent behind it and the account type it makes.
  const agentByLink = db.prepare(
    `SELECT m.*, l.id AS link_id, l.account_type AS link_account_type, l.rebate_bp AS link_rebate_bp
     FROM registration_links l JOIN members m ON m.id = l.agent_id
     WHERE l.merchant_code = ? AND l.code = ? AND m.type IN (${AGENT_TYPES.join(', ')})`,
  );
  const countLinkRegistration = db.prepare('UPDATE registration_links SET registrations = registrations + 1 WHERE id = ?');
  const memberByReferral = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND referral_code = ?').pluck();
  const usernameExists = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const referralExists = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND referral_code = ?').pluck();
  const mobileExists = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND dial_code = ? AND mobile = ?').pluck();
  const byUsername = db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?');
  const insertIp = db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) VALUES (?, ?)');
  const insertMail = db.prepare(
    'INSERT INTO mail_outbox (merchant_code, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const updatePassword = db.prepare(
    `UPDATE members SET password_hash = ?, first_login = 0, login_failures = 0, password_changed_at = ?
     WHERE id = ?`,
  );
  // A new password also ends the captcha requirement that failed logins with this name left behind.
  const clearNameFailures = db.prepare(
    'DELETE FROM login_failures WHERE merchant_code = (SELECT merchant_code FROM members WHERE id = ?) AND username_key = (SELECT lower(username) FROM members WHERE id = ?)',
  );
  const setPassword = (hash: string, memberId: number) => {
    updatePassword.run(hash, Date.now(), memberId);
    clearNameFailures.run(memberId, memberId);
  };
  const revokeAll = db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ?');
  const revokeOthers = db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ? AND token_hash <> ?');

  const readDial = (body: Json): string => {
    const dialCode = requireRuleText(body, 'countryDialingCode', RULES.dialCode).replace(/^\+/, '');
    if (knownDial.get(dialCode) !== 1) throw invalidField('countryDialingCode', undefined, 'Unknown dialing code');
    return dialCode;
  };

  app.get(AccountsPath.REGISTER_SETTINGS, merchant, (c) => ok(c, accounts.registerSettings(c.get('merchant'))));

  app.get(AccountsPath.COUNTRIES, merchant, (c) => {
    const value: CountryDto[] = (countries.all() as { code: string; dial_code: string; name: string }[]).map((r) => ({
      countryCode: r.code,
      countryDialingCode: r.dial_code,
      name: r.name,
    }));
    return ok(c, value);
  });

  /** The agent of an invitation code: an agent's own code, or one of its registration links (with the link). */
  type Invitation = MemberRow & { link_id?: number; link_account_type?: 'member' | 'agent'; link_rebate_bp?: number };
  const findAgent = (merchantCode: string, code: string): Invitation | undefined => {
    if (code.length > 32 || !/^[A-Za-z0-9]+$/.test(code)) return undefined;
    return (agentByCode.get(merchantCode, code) as Invitation | undefined) ?? (agentByLink.get(merchantCode, code) as Invitation | undefined);
  };
  const invitationError = () => new ApiError(400, AccountErrorCode.INVITATION_CODE_ERROR, 'Invalid invitation code');

  app.get(AccountsPath.USERNAME_AVAILABILITY, merchant, (c) => {
    const m = c.get('merchant');
    if (!deps.usernameCheckLimiter.hit(`${c.get('visitorIp')}|${m.code}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many username checks from this address; try again in a minute');
    }
    const rule = accounts.registerSettings(m).fields.username ?? DEFAULT_RULES.username!;
    const username = requireRuleText({ username: c.req.query('username') }, 'username', rule);
    const value: UsernameAvailabilityDto = { available: usernameExists.get(m.code, username) !== 1 };
    return ok(c, value);
  });

  app.get(AccountsPath.AFFILIATE, merchant, (c) => {
    const query = { code: c.req.query('code'), domain: c.req.query('domain') };
    const code = readText(query, 'code', { hardMax: 64 });
    if (code === undefined) throw invalidField('code');
    readText(query, 'domain', { hardMax: 2048 });
    if (!findAgent(c.get('merchant').code, code)) throw invitationError();
    return ok(c, true);
  });

  const register = (pathType: RegType) => async (c: Context<AppEnv>) => {
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    const p = await readEncBody(c);
    const regType = requireChoice(p, 'regType', ['username', 'mobile'] as const);
    if (regType !== pathType) throw invalidField('regType', undefined, `This call registers by ${pathType}`);
    const settings = accounts.registerSettings(m);
    if (pathType === 'username' ? !settings.usernameRegister : !settings.mobileRegister) {
      throw new ApiError(403, AccountErrorCode.REGISTRATION_DISABLED, `Registration by ${pathType} is not enabled`);
    }

    // Which fields this form has, with their rules; fields not on it are ignored whatever they hold.
    const needsMobile = pathType === 'mobile' || settings.smsForUsername;
    const needsPassword = pathType === 'username' || settings.mobilePasswordPair;
    const configured = (f: RegisterField) => settings.fields[f];
    const always = (f: RegisterField): FieldRuleDto => ({ ...(configured(f) ?? DEFAULT_RULES[f]!), enabled: true, required: true });
    const rules: Partial<Record<RegisterField, FieldRuleDto>> = {};
    if (pathType === 'username') rules.username = always('username');
    if (needsPassword) {
      rules.password = always('password');
      rules.confirmPassword = always('confirmPassword');
    }
    if (needsMobile) {
      rules.mobileNum = always('mobileNum');
      rules.verificationCode = always('verificationCode');
    }
    if (pathType === 'mobile') rules.paymentPassword = always('paymentPassword');
    for (const f of CONFIGURABLE_FIELDS) {
      const r = configured(f);
      if (r?.enabled) rules[f] = r;
    }

    const v: Partial<Record<RegisterField, string>> = {};
    for (const f of REGISTER_FIELDS) {
      const rule = rules[f];
      if (!rule) continue;
      const secret = f === 'password' || f === 'confirmPassword' || f === 'paymentPassword';
      if (f === 'confirmPassword') {
        const confirm = readText(p, f, { trim: false, hardMax: 128 });
        if (confirm === undefined) throw invalidField(f, undefined, 'confirmPassword is required');
        if (confirm !== v.password) throw invalidField(f, undefined, 'The passwords do not match');
        continue;
      }
      v[f] = ruleText(p, f, rule, { trim: !secret });
      if (f === 'mobileNum' && v.mobileNum !== undefined) readDial(p);
    }
    const dialCode = needsMobile ? readDial(p) : null;
    let referralCode: string | undefined;
    if (p.referralCode !== undefined && p.referralCode !== null) {
      if (typeof p.referralCode !== 'string' || p.referralCode.length > 64) throw invalidField('referralCode');
      referralCode = p.referralCode.trim() || undefined;
    }
    readText(p, 'registerUrl', { hardMax: 2048 });
    readText(p, 'domain', { hardMax: 2048 });
    if (p.registerMethod !== undefined && p.registerMethod !== 'WEB') throw invalidField('registerMethod');
    // A daily deposit limit to start with (player protection): required where the market says so.
    let depositLimitMinor: number | null = null;
    if (p.depositLimitDay !== undefined && p.depositLimitDay !== null) {
      const minor = limitAmountMinor(p.depositLimitDay, m.currency_code);
      if (minor === null) {
        throw invalidField('depositLimitDay', undefined, `depositLimitDay must be a positive amount with at most ${amountDecimals(m.currency_code)} decimals`);
      }
      depositLimitMinor = minor;
    } else if (settings.depositLimitRequired) {
      throw invalidField('depositLimitDay', undefined, 'This market requires a daily deposit limit');
    }

    // One-time checks, after the form is known to be well-formed so a typo does not burn them. One human check per
    // attempt (registerHumanCheck): the captcha, or the SMS code (checked below), or the slider.
    // The slider's pass is held, not spent: a registration refused below (a taken name, a wrong code) leaves it for
    // the player's next submit; the transaction that makes the account spends it.
    const humanCheck = registerHumanCheck(settings, pathType);
    const heldPass = humanCheck === 'slider' ? accounts.holdSliderPass(m.code, 'register', p.sliderToken, ip) : null;
    if (humanCheck === 'captcha') {
      const captcha = readText(p, 'captcha', { hardMax: 16 });
      if (!accounts.spendCaptcha(m.code, p.captchaId, captcha, ip)) {
        throw new ApiError(400, ErrorCode.CAPTCHA_INVALID, 'Wrong or missing captcha', { captcha: true });
      }
    }
    if (v.username !== undefined && usernameExists.get(m.code, v.username) === 1) {
      throw new ApiError(400, AccountErrorCode.USERNAME_TAKEN, 'This username is taken');
    }
    if (dialCode && v.mobileNum && mobileExists.get(m.code, dialCode, v.mobileNum) === 1) {
      throw new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'This mobile number is already registered');
    }
    const agent = v.affiliateCode !== undefined ? findAgent(m.code, v.affiliateCode) : undefined;
    if (v.affiliateCode !== undefined && !agent) throw invitationError();
    if (dialCode && v.mobileNum) accounts.requireSmsCode(m.code, dialCode, v.mobileNum, 'register', v.verificationCode!);
    const referrerId = referralCode ? ((memberByReferral.get(m.code, referralCode) as number | undefined) ?? null) : null;

    const passwordHash = hashPassword(v.password ?? randomBytes(18).toString('base64url'));
    const paymentHash = v.paymentPassword ? hashPassword(v.paymentPassword) : null;
    const now = Date.now();
    const profile = CONFIGURABLE_FIELDS.flatMap((f) => (PROFILE_COLUMNS[f] ? [[PROFILE_COLUMNS[f]!, v[f] ?? null] as const] : []));
    const columns = [
      'merchant_code', 'username', 'password_hash', 'type', 'upline_id', 'first_login', 'password_changed_at', 'created_at',
      'dial_code', 'mobile', 'referral_code', 'referrer_id', 'payment_password_hash', 'register_ip', 'rebate_bp',
      ...profile.map(([col]) => col),
    ];
    const insert = db.prepare(`INSERT INTO members (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);

    let account = v.username ?? '';
    let memberId = 0;
    try {
      db.transaction(() => {
        if (heldPass) accounts.spendHeldPass(heldPass);
        if (pathType === 'mobile') {
          do account = `m${randomInt(10_000_000, 100_000_000)}`;
          while (usernameExists.get(m.code, account) === 1);
        }
        let ownCode: string;
        do ownCode = randomCode(8);
        while (referralExists.get(m.code, ownCode) === 1);
        memberId = Number(
          insert.run(
            m.code, account, passwordHash, agent?.link_account_type === 'agent' ? 2 : 0, agent?.id ?? null, 0, now, now,
            dialCode && v.mobileNum ? dialCode : null, v.mobileNum ?? null, ownCode, referrerId, paymentHash, ip,
            agent?.link_rebate_bp ?? 0, ...profile.map(([, value]) => value),
          ).lastInsertRowid,
        );
        if (agent?.link_id !== undefined) countLinkRegistration.run(agent.link_id);
        insertIp.run(memberId, ip);
        if (depositLimitMinor !== null && protection.config(m.code).tools.depositLimits) {
          protection.setLimit(memberId, m.code, 'depositDay', depositLimitMinor);
        }
      })();
    } catch (err) {
      // Two registrations racing for one name or number: the unique indexes decide.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const mobileClash = /mobile/.test(String((err as Error).message));
        throw mobileClash
          ? new ApiError(400, AccountErrorCode.MOBILE_TAKEN, 'This mobile number is already registered')
          : new ApiError(400, AccountErrorCode.USERNAME_TAKEN, 'This username is taken');
      }
      throw err;
    }
    const session = accounts.issueSession({ id: memberId, first_login: 0 }, m.code, ip);
    const value: RegisterResultDto = { ...session, firstTimeLogin: false, passwordExpired: false, account };
    return ok(c, value);
  };

  app.put(AccountsPath.REGISTER, merchant, register('username'));
  app.put(AccountsPath.REGISTER_MOBILE, merchant, register('mobile'));

  /** JSON, or a classic form post (the spec calls this one a form POST). */
  const readBodyObject = async (c: Context<AppEnv>): Promise<Json> => {
    if ((c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      const form = await c.req.parseBody();
      const out: Json = {};
      for (const [k, val] of Object.entries(form)) if (typeof val === 'string') out[k] = val;
      return out;
    }
    return readJsonObject(c);
  };

  app.post(AccountsPath.FORGOT_BY_EMAIL, merchant, async (c) => {
    const body = await readBodyObject(c);
    const username = requireRuleText(body, 'username', RULES.username);
    const email = requireRuleText(body, 'email', RULES.email);
    const m = c.get('merchant');
    const ip = c.get('visitorIp');
    // The same answer whether or not the name and address belong together; the mail goes only to the account's own.
    const request = { merchant: m.code, channel: 'mail', target: email.toLowerCase(), purpose: 'forgot-mail', ip } as const;
    accounts.requestMessage(request, () => accounts.consumeSliderPass(m.code, 'email', body.sliderToken, ip), () => {
      const found = byUsername.get(m.code, username) as MemberRow | undefined;
      if (!found?.email || found.email.toLowerCase() !== email.toLowerCase()) return;
      insertMail.run(
        m.code, found.email, `${m.brand_name}: password reset`,
        `A password reset was requested for ${found.username}. Contact customer service to complete it.`, Date.now(),
      );
    });
    return c.json({ success: true, message: 'in_been_out', value: true });
  });

  app.post(AccountsPath.RESET_BY_PHONE, merchant, async (c) => {
    const m = c.get('merchant');
    const p = await readEncBody(c);
    const dialCode = readDial(p);
    const mobile = requireRuleText(p, 'mobileNum', RULES.mobile);
    const code = requireRuleText(p, 'verificationCode', RULES.smsCode);
    const newPassword = requireRuleText(p, 'newPassword', RULES.password, { trim: false });
    if (!accounts.hasFlag(m, WhitelabelFlag.CHNGPASSVERIF3)) {
      throw new ApiError(403, AccountErrorCode.SMS_DISABLED, 'Password reset by SMS is not enabled');
    }
    const found = accounts.memberByMobile(m.code, dialCode, mobile);
    if (!found || !accounts.checkSmsCode(m.code, dialCode, mobile, 'forgot', code)) {
      throw new ApiError(400, AccountErrorCode.VERIFICATION_CODE_INVALID, 'The verification code is wrong or expired');
    }
    const hash = hashPassword(newPassword);
    db.transaction(() => {
      setPassword(hash, found.id);
      revokeAll.run(found.id);
      // The phone was just proved from here, so the login that follows needs no second check.
      insertIp.run(found.id, c.get('visitorIp'));
    })();
    const value: ResetByPhoneResultDto = { account: found.username };
    return ok(c, value);
  });

  app.post(AccountsPath.CHANGE_PASSWORD, merchant, member, async (c) => {
    const me = c.get('member');
    if (!deps.loginLimiter.hit(`password|${me.id}`)) {
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many attempts; try again in a minute');
    }
    const p = await readEncBody(c);
    const oldPassword = readText(p, 'oldPassword', { trim: false, hardMax: 128 });
    if (oldPassword === undefined) throw invalidField('oldPassword');
    const newPassword = readText(p, 'newPassword', { trim: false, hardMax: 128 });
    if (newPassword === undefined) throw invalidField('newPassword');
    const confirm = readText(p, 'confirmNewPassword', { trim: false, hardMax: 128 });
    if (confirm === undefined) throw invalidField('confirmNewPassword');
    if (!(await verifyPassword(oldPassword, me.password_hash))) {
      throw new ApiError(400, AccountErrorCode.OLD_PASSWORD_WRONG, 'The old password is wrong');
    }
    if (!passes(newPassword, RULES.password)) throw invalidField('newPassword', RULES.password.patternId);
    if (confirm !== newPassword) throw invalidField('confirmNewPassword', undefined, 'The passwords do not match');
    if (newPassword === oldPassword) throw invalidField('newPassword', undefined, 'The new password must differ from the old one');
    const token = c.req.header('Authorization')!.trim();
    const hash = hashPassword(newPassword);
    db.transaction(() => {
      setPassword(hash, me.id);
      revokeOthers.run(me.id, hashToken(token));
    })();
    return ok(c, true);
  });
}
