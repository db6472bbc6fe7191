/** @jest-environment node */
import type { CountryDto, MemberInfoDto, PromotionDto, RegisterSettingsDto } from '@site/platform-contract';
import { captchaAnswer, register, registrationCode, sliderPass } from './account-helpers';
import { call, encryptFor, login, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const settingsOf = async (merchant: string) =>
  (await call<RegisterSettingsDto>(app, 'GET', '/wps/system/setting/register', { merchant })).json.value!;
const memberRow = (merchant: string, username: string) =>
  app.db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?').get(merchant, username) as Record<string, unknown>;

const DEMO_USER = {
  regType: 'username' as const,
  username: 'alice01',
  password: 'Alice#2026',
  confirmPassword: 'Alice#2026',
  payeeName: 'Alice Nguyen',
};

describe('public registration data', () => {
  it('serves register settings that agree with the whitelabel flags', async () => {
    for (const merchant of ['demo', 'vn88', 'ph']) {
      const s = await settingsOf(merchant);
      const flags = (await call<string[]>(app, 'GET', '/wps/system/whitelabel', { merchant })).json.value!;
      expect(s.usernameRegister).toBe(flags.includes('USERNAMEREG3'));
      expect(s.mobileRegister).toBe(flags.includes('MOBILENUMREG3'));
      expect(s.mobilePasswordPair).toBe(flags.includes('MOBILENUMPASSREG3'));
    }
    const demo = await settingsOf('demo');
    expect(demo).toMatchObject({ usernameRegister: true, mobileRegister: true, smsForUsername: false, mobilePasswordPair: true, captcha: false });
    expect(demo.fields.username).toEqual({ enabled: true, required: true, acceptedPattern: '1', patternId: 1, minLength: 4, maxLength: 16 });
    expect(demo.fields.payeeName).toMatchObject({ enabled: true, required: true, patternId: 21, minLength: 3, maxLength: 40 });
    expect(demo.fields.email).toMatchObject({ enabled: true, required: false, patternId: 3 });
    expect(demo.fields.qqNum?.enabled).toBe(false);
    const vn = await settingsOf('vn88');
    expect(vn).toMatchObject({ usernameRegister: true, mobileRegister: false, captcha: true, smsForUsername: false });
    expect(vn.fields.payeeName).toMatchObject({ patternId: 12, minLength: 2 });
    expect(vn.fields.zalo).toMatchObject({ enabled: true, required: false, minLength: 9, maxLength: 11 });
    const ph = await settingsOf('ph');
    expect(ph).toMatchObject({ usernameRegister: true, mobileRegister: false, captcha: false });
    expect(ph.fields.email).toMatchObject({ enabled: true, required: true, patternId: 3 });
    expect((await call(app, 'GET', '/wps/system/setting/register')).json.errorCode).toBe('merchant_required');
  });

  it('lists countries and promotions (filtered by category, absolute image URLs)', async () => {
    const countries = (await call<CountryDto[]>(app, 'GET', '/wps/system/countries', { merchant: 'ph' })).json.value!;
    expect(countries).toHaveLength(11);
    expect(countries[0]).toEqual({ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' });
    expect(countries.find((c) => c.countryCode === 'AE')?.countryDialingCode).toBe('971');

    const promos = async (merchant: string, q = '?category=new_player') =>
      (await call<PromotionDto[]>(app, 'GET', `/wps/promotions${q}`, { merchant })).json.value!;
    expect(await promos('demo')).toHaveLength(2);
    expect(await promos('vn88')).toHaveLength(1);
    // Every merchant has a promotion in every category: ph's new-player one is its welcome bonus.
    expect(await promos('ph')).toHaveLength(1);
    const all = await promos('demo', '');
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all.map((p) => p.category)).size).toBeGreaterThan(1);
    const first = (await promos('demo'))[0]!;
    expect(first.imageUrl).toMatch(/^http:\/\/sandbox\.test:4000\/cdn\/promotions\/en\/\d+\.svg$/);
    const img = await app.request(new URL(first.imageUrl).pathname);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    const bad = await call(app, 'GET', '/wps/promotions?category=<x>', { merchant: 'demo' });
    expect(bad.json).toMatchObject({ errorCode: 'validation_failed', value: { field: 'category' } });
  });

  it('checks affiliate codes per merchant', async () => {
    expect((await call(app, 'GET', '/wps/agent/affiliate?code=AGENT1&domain=localhost', { merchant: 'demo' })).json.success).toBe(true);
    expect((await call(app, 'GET', '/wps/agent/affiliate?code=agent1', { merchant: 'vn88' })).status).toBe(200);
    for (const code of ['P1REF', 'NOPE', 'a b']) {
      const res = await call(app, 'GET', `/wps/agent/affiliate?code=${encodeURIComponent(code)}`, { merchant: 'demo' });
      expect(res.status).toBe(400);
      expect(res.json.errorCode).toBe('invitation_code_error');
    }
    expect((await call(app, 'GET', '/wps/agent/affiliate', { merchant: 'demo' })).json).toMatchObject({
      errorCode: 'validation_failed',
      value: { field: 'code' },
    });
  });

  it('shows the disclaimer on ph only, from the merchants table', async () => {
    const site = async (url: string) => (await call<{ site: { disclaimer: boolean } }>(app, 'GET', `/wps/system/status?url=${url}`)).json.value!.site;
    expect((await site('ph.localhost')).disclaimer).toBe(true);
    expect((await site('localhost')).disclaimer).toBe(false);
    app.db.prepare("UPDATE merchants SET disclaimer = 1 WHERE code = 'demo'").run();
    expect((await site('localhost')).disclaimer).toBe(true);
  });

  it('says whether the eligibility statements start ticked: ph asks for an active choice', async () => {
    const site = async (url: string) =>
      (await call<{ site: { eligibilityPreticked: boolean } }>(app, 'GET', `/wps/system/status?url=${url}`)).json.value!.site;
    expect((await site('ph.localhost')).eligibilityPreticked).toBe(false);
    expect((await site('localhost')).eligibilityPreticked).toBe(true);
    expect((await site('vn.localhost')).eligibilityPreticked).toBe(true);
    app.db.prepare("UPDATE merchants SET eligibility_preticked = 0 WHERE code = 'demo'").run();
    expect((await site('localhost')).eligibilityPreticked).toBe(false);
    // A reset brings the seed's setting back.
    await call(app, 'POST', '/__sandbox/reset');
    expect((await site('localhost')).eligibilityPreticked).toBe(true);
  });

  it('names each merchant’s time zone, the one its periods and reports are cut in', async () => {
    const site = async (url: string) => (await call<{ site: { gmtOffsetMinutes: number } }>(app, 'GET', `/wps/system/status?url=${url}`)).json.value!.site;
    expect((await site('localhost')).gmtOffsetMinutes).toBe(420);
    expect((await site('vn.localhost')).gmtOffsetMinutes).toBe(420);
    expect((await site('ph.localhost')).gmtOffsetMinutes).toBe(480);
  });
});

describe('registration by username', () => {
  it('registers on demo with an affiliate code and a referral code, and is logged in at once', async () => {
    const res = await register(app, 'demo', { ...DEMO_USER, email: 'alice@example.com', affiliateCode: 'AGENT1', referralCode: 'P1REF' }, '192.0.2.77');
    expect(res.status).toBe(200);
    const v = res.json.value!;
    expect(v).toMatchObject({ account: 'alice01', firstTimeLogin: false, passwordExpired: false });
    expect(v.token).toMatch(/^[0-9a-f]{64}$/);
    const info = (await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token: v.token })).json.value!;
    expect(info).toMatchObject({ account: 'alice01', type: 0, toUpline: 'agent1' });
    const row = memberRow('demo', 'alice01');
    const player1 = memberRow('demo', 'player1');
    expect(row).toMatchObject({ email: 'alice@example.com', payee_name: 'Alice Nguyen', referrer_id: player1.id, first_login: 0 });
    expect(row.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    // The IP it registered from is known: logging in from it needs no second step.
    expect((await login(app, 'demo', { username: 'alice01', password: 'Alice#2026' }, '192.0.2.77')).status).toBe(200);
    // Its own referral code works for the next one.
    const next = await register(app, 'demo', { ...DEMO_USER, username: 'bob001', referralCode: row.referral_code as string });
    expect(next.status).toBe(200);
    expect(memberRow('demo', 'bob001').referrer_id).toBe(row.id);
  });

  it('ignores an unknown referral code and disabled fields', async () => {
    const res = await register(app, 'demo', { ...DEMO_USER, referralCode: 'NOBODY', qqNum: 'not validated', line: 42 as unknown as string });
    expect(res.status).toBe(200);
    expect(memberRow('demo', 'alice01')).toMatchObject({ referrer_id: null, qq: null, line: null, upline_id: null });
  });

  it('refuses a taken username (case-insensitive) and a wrong affiliate code', async () => {
    const taken = await register(app, 'demo', { ...DEMO_USER, username: 'Player1' });
    expect(taken).toMatchObject({ status: 400, json: { errorCode: 'username_taken' } });
    const aff = await register(app, 'demo', { ...DEMO_USER, affiliateCode: 'P1REF' });
    expect(aff).toMatchObject({ status: 400, json: { errorCode: 'invitation_code_error' } });
    expect(memberRow('demo', 'alice01')).toBeUndefined();
  });

  it('validates every field against the merchant rules, naming the first bad one', async () => {
    const cases: [Record<string, unknown>, { field: string; patternId?: number }][] = [
      [{ username: undefined }, { field: 'username' }],
      [{ username: '1alice' }, { field: 'username', patternId: 1 }],
      [{ username: 'abc' }, { field: 'username', patternId: 1 }],
      [{ username: 'a'.repeat(17) }, { field: 'username', patternId: 1 }],
      [{ password: 'alice2026', confirmPassword: 'alice2026' }, { field: 'password', patternId: 20 }],
      [{ confirmPassword: 'Alice#2027' }, { field: 'confirmPassword' }],
      [{ payeeName: 'Alice' }, { field: 'payeeName', patternId: 21 }],
      [{ payeeName: undefined }, { field: 'payeeName' }],
      [{ email: 'not-an-email' }, { field: 'email', patternId: 3 }],
      [{ whatsapp: '12ab56' }, { field: 'whatsapp', patternId: 6 }],
      [{ affiliateCode: 'AG-1' }, { field: 'affiliateCode', patternId: 4 }],
      [{ username: 42 }, { field: 'username' }],
      [{ regType: 'mobile' }, { field: 'regType' }],
    ];
    for (const [patch, value] of cases) {
      const payload = { ...DEMO_USER, ...patch };
      const res = await call(app, 'PUT', '/wps/member/register', {
        merchant: 'demo',
        body: { value: await encryptFor(app, 'demo', { ...payload, sliderToken: 'unused' }) },
      });
      expect([res.status, res.json.errorCode, res.json.value]).toEqual([400, 'validation_failed', value]);
    }
  });

  it('needs a register slider pass: missing, reused, or of the sms purpose', async () => {
    expect((await register(app, 'demo', { ...DEMO_USER, sliderToken: undefined })).json.errorCode).toBe('slider_required');
    const pass = await sliderPass(app, 'demo', 'register');
    expect((await register(app, 'demo', { ...DEMO_USER, sliderToken: pass })).status).toBe(200);
    expect((await register(app, 'demo', { ...DEMO_USER, username: 'other01', sliderToken: pass })).json.errorCode).toBe('slider_required');
    const smsPass = await sliderPass(app, 'demo', 'sms');
    expect((await register(app, 'demo', { ...DEMO_USER, username: 'other01', sliderToken: smsPass })).json.errorCode).toBe('slider_required');
    const otherMerchant = await sliderPass(app, 'vn88', 'register');
    expect((await register(app, 'demo', { ...DEMO_USER, username: 'other01', sliderToken: otherMerchant })).json.errorCode).toBe('slider_required');
  });

  it('registers on vn88 with the image captcha', async () => {
    const vnUser = { regType: 'username' as const, username: 'tran01', password: 'Tran#2026', confirmPassword: 'Tran#2026', payeeName: 'Trần Văn An', zalo: '0912345678' };
    expect((await register(app, 'vn88', vnUser)).json.errorCode).toBe('captcha_invalid');
    const missed = await captchaAnswer(app, 'vn88');
    expect((await register(app, 'vn88', { ...vnUser, captcha: '0000x', captchaId: missed.captchaId })).json.errorCode).toBe('captcha_invalid');
    const answer = await captchaAnswer(app, 'vn88');
    const res = await register(app, 'vn88', { ...vnUser, ...answer });
    expect(res.status).toBe(200);
    expect(res.json.value!.account).toBe('tran01');
    expect(memberRow('vn88', 'tran01')).toMatchObject({ payee_name: 'Trần Văn An', zalo: '0912345678', email: null });
    // vn88's payee name is pattern 12 (letters and spaces), the disabled email is ignored.
    const bad = await register(app, 'vn88', { ...vnUser, username: 'tran02', payeeName: 'Tran 2', ...(await captchaAnswer(app, 'vn88')) });
    expect(bad.json.value).toEqual({ field: 'payeeName', patternId: 12 });
  });

  it('requires the email on ph and refuses mobile registration where it is off', async () => {
    const phUser = { regType: 'username' as const, username: 'juan01', password: 'Juan#2026', confirmPassword: 'Juan#2026' };
    expect((await register(app, 'ph', phUser)).json.value).toEqual({ field: 'email' });
    // ph also requires a daily deposit limit (player protection; tests/unit/sandbox/protection.test.ts).
    expect((await register(app, 'ph', { ...phUser, email: 'juan@example.ph', depositLimitDay: 500 })).status).toBe(200);
    for (const merchant of ['ph', 'vn88']) {
      const res = await register(app, merchant, { regType: 'mobile', mobileNum: '912000111', countryDialingCode: '84', sliderToken: 'x' });
      expect(res).toMatchObject({ status: 403, json: { errorCode: 'registration_disabled' } });
    }
  });
});

describe('registration by mobile', () => {
  const mobileUser = {
    regType: 'mobile' as const,
    mobileNum: '912000111',
    countryDialingCode: '84',
    paymentPassword: '246810',
    password: 'Mobile#2026',
    confirmPassword: 'Mobile#2026',
    payeeName: 'Minh Tran',
  };

  it('registers with the SMS code from the outbox and a generated account name', async () => {
    const code = await registrationCode(app, 'demo', '912000111');
    expect(code).toMatch(/^\d{6}$/);
    const res = await register(app, 'demo', { ...mobileUser, verificationCode: code, affiliateCode: 'AGENT1' });
    expect(res.status).toBe(200);
    const account = res.json.value!.account;
    expect(account).toMatch(/^m\d{8}$/);
    const row = memberRow('demo', account);
    expect(row).toMatchObject({ dial_code: '84', mobile: '912000111', type: 0, first_login: 0 });
    expect(row.payment_password_hash).toMatch(/^scrypt\$/);
    expect(row.upline_id).toBe(memberRow('demo', 'agent1').id);
    // The password pair (MOBILENUMPASSREG3) is the account's password.
    expect((await login(app, 'demo', { username: account, password: 'Mobile#2026' })).status).toBe(200);
    // The code is spent, and the number is now taken.
    const again = await register(app, 'demo', { ...mobileUser, verificationCode: code });
    expect(again.json.errorCode).toBe('mobile_taken');
  });

  it('refuses a wrong code, a missing payment password and a taken number', async () => {
    await registrationCode(app, 'demo', '912000111');
    expect((await register(app, 'demo', { ...mobileUser, verificationCode: '000000' })).json.errorCode).toBe('verification_code_invalid');
    expect((await register(app, 'demo', { ...mobileUser, verificationCode: '123456', paymentPassword: undefined })).json.value).toEqual({ field: 'paymentPassword' });
    expect((await register(app, 'demo', { ...mobileUser, verificationCode: '123456', paymentPassword: '12345' })).json.value).toEqual({ field: 'paymentPassword', patternId: 6 });
    expect((await register(app, 'demo', { ...mobileUser, verificationCode: undefined })).json.value).toEqual({ field: 'verificationCode' });
    expect((await register(app, 'demo', { ...mobileUser, mobileNum: '9120', verificationCode: '123456' })).json.value).toEqual({ field: 'mobileNum', patternId: 6 });
    expect((await register(app, 'demo', { ...mobileUser, countryDialingCode: '999', verificationCode: '123456' })).json.value).toEqual({ field: 'countryDialingCode' });
    const taken = await register(app, 'demo', { ...mobileUser, mobileNum: '912345678', verificationCode: '123456' });
    expect(taken.json.errorCode).toBe('mobile_taken');
  });

  it('generates a password when the merchant asks for no password pair', async () => {
    app.db.prepare("DELETE FROM merchant_flags WHERE merchant_code = 'demo' AND flag = 'MOBILENUMPASSREG3'").run();
    expect((await settingsOf('demo')).mobilePasswordPair).toBe(false);
    const code = await registrationCode(app, 'demo', '912000222');
    const res = await register(app, 'demo', { ...mobileUser, mobileNum: '912000222', password: 'x', confirmPassword: 'y', verificationCode: code });
    expect(res.status).toBe(200);
    expect(memberRow('demo', res.json.value!.account).password_hash).toMatch(/^scrypt\$/);
  });

  it('asks username registration for mobile + code when smsForUsername is on', async () => {
    app.db.prepare("UPDATE merchants SET sms_for_username = 1 WHERE code = 'demo'").run();
    expect((await register(app, 'demo', DEMO_USER)).json.value).toEqual({ field: 'mobileNum' });
    const code = await registrationCode(app, 'demo', '912000333', 'username');
    const res = await register(app, 'demo', { ...DEMO_USER, mobileNum: '912000333', countryDialingCode: '84', verificationCode: code });
    expect(res.status).toBe(200);
    expect(memberRow('demo', 'alice01')).toMatchObject({ mobile: '912000333', dial_code: '84' });
  });
});
