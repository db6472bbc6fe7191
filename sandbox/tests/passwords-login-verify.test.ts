/** @jest-environment node */
import type { LoginResultDto, LoginVerifyRequiredDto, ResetByPhoneResultDto } from '@site/platform-contract';
import { hashPassword } from '../lib/passwords';
import { ageSms, latestSms, sliderPass } from './account-helpers';
import { call, encryptFor, login, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const post = <T = unknown>(path: string, body: unknown, merchant = 'demo', ip?: string) => call<T>(app, 'POST', path, { merchant, body, ip });

describe('forgot password by email', () => {
  const forgot = async (body: object, merchant = 'demo') => post('/wps/member/password/email', { ...body, sliderToken: await sliderPass(app, merchant, 'email') }, merchant);

  it('sends a mail when username and email match', async () => {
    const res = await forgot({ username: 'player1', email: 'PLAYER1@example.com' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'in_been_out' });
    const mail = (await call(app, 'GET', '/__sandbox/mail/latest?to=player1@example.com')).json;
    expect(mail).toMatchObject({ success: true, to: 'player1@example.com' });
    expect(String(mail.body)).toContain('player1');
  });

  it('answers unknown accounts and mismatched emails as a match, sends them nothing, and refuses bad input', async () => {
    expect((await forgot({ username: 'ghost', email: 'a@b.co' })).json).toEqual({ success: true, message: 'in_been_out', value: true });
    expect((await forgot({ username: 'player1', email: 'agent1@example.com' })).json).toEqual({ success: true, message: 'in_been_out', value: true });
    expect((await forgot({ username: 'player1', email: 'nope' })).json.value).toEqual({ field: 'email', patternId: 3 });
    expect((await forgot({ email: 'a@b.co' })).json.value).toEqual({ field: 'username' });
    expect((await call(app, 'GET', '/__sandbox/mail/latest')).status).toBe(404);
  });
});

describe('reset password by phone', () => {
  const forgotCode = async (mobileNum = '912345678') => {
    await post('/wps/verification/sms/password', { countryDialingCode: '84', mobileNum, sliderToken: await sliderPass(app, 'demo', 'sms') });
    return latestSms(app, mobileNum, 'demo');
  };
  const reset = async (payload: object, merchant = 'demo', ip?: string) =>
    post<ResetByPhoneResultDto>('/wps/member/password/verification', { value: await encryptFor(app, merchant, payload) }, merchant, ip);

  it('resets with the SMS code, ends old sessions, and the new password logs in', async () => {
    const oldToken = await tokenFor(app, 'demo');
    // A failed login left a captcha requirement behind; the reset clears it.
    await login(app, 'demo', { username: 'player1', password: 'wrong' });
    const code = await forgotCode();
    const res = await reset({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: code, newPassword: 'Fresh#2027' }, 'demo', '198.51.100.20');
    expect(res.json).toEqual({ success: true, value: { account: 'player1' } });
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token: oldToken })).status).toBe(401);
    // No captcha is needed any more, and the reset proved the phone from this IP, so the auto-login has no second step.
    const fresh = await login(app, 'demo', { username: 'player1', password: 'Fresh#2027' }, '198.51.100.20');
    expect(fresh.status).toBe(200);
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026' })).status).toBe(401);
    // The code is spent.
    const replay = await reset({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: code, newPassword: 'Other#2027' });
    expect(replay.json.errorCode).toBe('verification_code_invalid');
  });

  it('clears the first-login flag and the captcha requirement', async () => {
    app.db.prepare("UPDATE members SET captcha_required = 1 WHERE username = 'newbie1'").run();
    const code = await forgotCode('912345670');
    expect((await reset({ countryDialingCode: '84', mobileNum: '912345670', verificationCode: code, newPassword: 'Newbie#2027' })).status).toBe(200);
    const res = await login(app, 'demo', { username: 'newbie1', password: 'Newbie#2027' });
    expect(res.status).toBe(200);
    expect(res.json.value!.firstTimeLogin).toBe(false);
  });

  it('refuses weak passwords, wrong codes and codes of another purpose', async () => {
    const code = await forgotCode();
    const base = { countryDialingCode: '84', mobileNum: '912345678', verificationCode: code };
    for (const newPassword of ['short', 'alllower#2027', 'NoSymbol2027', 'Too#Long' + 'x'.repeat(20)]) {
      expect((await reset({ ...base, newPassword })).json.value).toEqual({ field: 'newPassword', patternId: 20 });
    }
    expect((await reset({ ...base, verificationCode: code === '111111' ? '222222' : '111111', newPassword: 'Fresh#2027' })).json.errorCode).toBe('verification_code_invalid');
    // A login code does not reset a password.
    await post('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum: '912345679', sliderToken: await sliderPass(app, 'demo', 'sms') });
    const loginCode = await latestSms(app, '912345679');
    expect((await reset({ ...base, mobileNum: '912345679', verificationCode: loginCode, newPassword: 'Fresh#2027' })).json.errorCode).toBe('verification_code_invalid');
    expect((await reset({ ...base, newPassword: 'Fresh#2027' }, 'vn88')).json.errorCode).toBe('sms_disabled');
    expect((await post('/wps/member/password/verification', { value: 'garbage' })).json.errorCode).toBe('decryption_failed');
  });
});

describe('change password', () => {
  const change = async (token: string, payload: object, merchant = 'demo') =>
    call(app, 'POST', '/wps/member/password', { merchant, token, body: { value: await encryptFor(app, merchant, payload) } });

  it('changes the password, clears first login and keeps only the current session', async () => {
    const other = await tokenFor(app, 'vn88', 'newbie1', '123456');
    const token = await tokenFor(app, 'vn88', 'newbie1', '123456');
    const before = Date.now();
    const res = await change(token, { oldPassword: '123456', newPassword: 'Newbie#2027', confirmNewPassword: 'Newbie#2027' }, 'vn88');
    expect(res.json).toEqual({ success: true, value: true });
    const row = app.db.prepare("SELECT first_login, password_changed_at FROM members WHERE merchant_code = 'vn88' AND username = 'newbie1'").get() as {
      first_login: number; password_changed_at: number;
    };
    expect(row.first_login).toBe(0);
    expect(row.password_changed_at).toBeGreaterThanOrEqual(before);
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'vn88', token })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'vn88', token: other })).status).toBe(401);
    const again = await login(app, 'vn88', { username: 'newbie1', password: 'Newbie#2027' });
    expect(again.json.value!.firstTimeLogin).toBe(false);
  });

  it('refuses a wrong old password, weak or mismatched new ones, and reusing the old one', async () => {
    const token = await tokenFor(app, 'demo');
    const expectCode = async (payload: object, errorCode: string, value?: object) => {
      const res = await change(token, payload);
      expect(res.status).toBe(400);
      expect(res.json.errorCode).toBe(errorCode);
      if (value) expect(res.json.value).toEqual(value);
    };
    await expectCode({ oldPassword: 'wrong', newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' }, 'old_password_wrong');
    await expectCode({ oldPassword: 'Player#2026', newPassword: 'fresh2027', confirmNewPassword: 'fresh2027' }, 'validation_failed', { field: 'newPassword', patternId: 20 });
    await expectCode({ oldPassword: 'Player#2026', newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2028' }, 'validation_failed', { field: 'confirmNewPassword' });
    await expectCode({ oldPassword: 'Player#2026', newPassword: 'Player#2026', confirmNewPassword: 'Player#2026' }, 'validation_failed', { field: 'newPassword' });
    await expectCode({ oldPassword: 'Player#2026', newPassword: 'Fresh#2027' }, 'validation_failed', { field: 'confirmNewPassword' });
    expect((await change('f'.repeat(64), { oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'y' })).status).toBe(401);
  });
});

describe('new-IP login check', () => {
  const NEW_IP = '192.0.2.50';

  it('answers a verify token and the masked mobile, then the SMS code completes the login and the IP is known', async () => {
    const first = await login(app, 'demo', { username: 'player1', password: 'Player#2026' }, NEW_IP);
    expect(first.status).toBe(403);
    expect(first.json.errorCode).toBe('login_verify_required');
    const { verifyToken, mobileMasked } = first.json.value as unknown as LoginVerifyRequiredDto;
    expect(mobileMasked).toBe('+84 91*****78');
    expect(verifyToken.length).toBeGreaterThan(20);

    const sent = await post('/wps/verification/sms/login-verify', { verifyToken }, 'demo', NEW_IP);
    expect(sent.json).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect((await post('/wps/verification/sms/login-verify', { verifyToken }, 'demo', NEW_IP)).json.errorCode).toBe('sms_too_soon');
    const code = await latestSms(app, '912345678', 'demo');
    const wrong = await post('/wps/session/login/verify', { verifyToken, verificationCode: code === '000000' ? '111111' : '000000' }, 'demo', NEW_IP);
    expect(wrong).toMatchObject({ status: 400, json: { errorCode: 'verification_code_invalid' } });
    const ok = await post<LoginResultDto>('/wps/session/login/verify', { verifyToken, verificationCode: code }, 'demo', NEW_IP);
    expect(ok.status).toBe(200);
    expect(ok.json.value!.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token: ok.json.value!.token })).status).toBe(200);
    // Single use, and the IP is now known.
    expect((await post('/wps/session/login/verify', { verifyToken, verificationCode: code }, 'demo', NEW_IP)).json.errorCode).toBe('verification_code_invalid');
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026' }, NEW_IP)).status).toBe(200);
  });

  it('refuses unknown, expired and other-merchant verify tokens, and wears a token out after 5 wrong codes', async () => {
    expect((await post('/wps/verification/sms/login-verify', { verifyToken: 'nope' })).json.errorCode).toBe('verification_code_invalid');
    expect((await post('/wps/verification/sms/login-verify', {})).json.value).toEqual({ field: 'verifyToken' });
    const first = await login(app, 'demo', { username: 'player1', password: 'Player#2026' }, NEW_IP);
    const { verifyToken } = first.json.value as unknown as LoginVerifyRequiredDto;
    expect((await post('/wps/verification/sms/login-verify', { verifyToken }, 'vn88')).json.errorCode).toBe('verification_code_invalid');
    await post('/wps/verification/sms/login-verify', { verifyToken });
    const code = await latestSms(app, '912345678');
    for (let i = 0; i < 5; i++) {
      ageSms(app);
      await post('/wps/verification/sms/login-verify', { verifyToken });
      await post('/wps/session/login/verify', { verifyToken, verificationCode: '12345x' });
      await post('/wps/session/login/verify', { verifyToken, verificationCode: code === '999999' ? '999998' : '999999' });
    }
    const latest = await latestSms(app, '912345678');
    expect((await post('/wps/session/login/verify', { verifyToken, verificationCode: latest })).json.errorCode).toBe('verification_code_invalid');

    const second = await login(app, 'demo', { username: 'player1', password: 'Player#2026' }, NEW_IP);
    const token2 = (second.json.value as unknown as LoginVerifyRequiredDto).verifyToken;
    app.db.prepare('UPDATE login_verifications SET expires_at = 0').run();
    expect((await post('/wps/verification/sms/login-verify', { verifyToken: token2 })).json.errorCode).toBe('verification_code_invalid');
  });
});

describe('entrances', () => {
  it('lets agents in at the agent entrance and refuses members there', async () => {
    const agent = await login(app, 'demo', { username: 'agent1', password: 'Agent#2026', entrance: 'agent' });
    expect(agent.status).toBe(200);
    const member = await login(app, 'demo', { username: 'player1', password: 'Player#2026', entrance: 'agent' });
    expect(member).toMatchObject({ status: 403, json: { errorCode: 'agent_no_enter' } });
    // Agents may use the member entrance.
    expect((await login(app, 'demo', { username: 'agent1', password: 'Agent#2026', entrance: 'member' })).status).toBe(200);
    // The entrance is checked only after the password: a wrong one is still a login failure.
    expect((await login(app, 'demo', { username: 'player1', password: 'nope', entrance: 'agent' })).status).toBe(401);
    expect((await login(app, 'ph', { username: 'player1', password: 'Player#2026', entrance: 'shop' as 'member' })).json.value).toEqual({ field: 'entrance' });
  });

  it('refuses trial accounts at the member entrance', async () => {
    app.db
      .prepare(
        `INSERT INTO members (merchant_code, username, password_hash, type, password_changed_at, created_at) VALUES ('demo', 'trial1', ?, 4, 0, 0)`,
      )
      .run(hashPassword('Trial#2026'));
    const trial = await login(app, 'demo', { username: 'trial1', password: 'Trial#2026' });
    expect(trial).toMatchObject({ status: 403, json: { errorCode: 'member_no_enter' } });
    expect((await login(app, 'demo', { username: 'trial1', password: 'Trial#2026', entrance: 'agent' })).json.errorCode).toBe('agent_no_enter');
  });
});
