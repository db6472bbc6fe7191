/** @jest-environment node */
/**
 * One human check per attempt, cheap checks first, and logins that look the same for every username, so they do not
 * tell which accounts exist: registration asks the captcha or the SMS code or the slider, never two; a failed login
 * makes the next attempt with that name need a captcha whether or not an account has it, and the site can ask before
 * the attempt.
 */
import type { SandboxApp } from '../app';
import { call, login, makeSandbox } from './helpers';
import { captchaAnswer, register, registrationCode } from './account-helpers';

let app: SandboxApp;
let cleanup: () => void;
beforeEach(() => ({ app, cleanup } = makeSandbox()));
afterEach(() => cleanup());

const captchaNeeded = async (merchant: string, username: string) =>
  (await call<{ required: boolean }>(app, 'GET', `/wps/session/login/captcha?username=${encodeURIComponent(username)}`, { merchant })).json
    .value!.required;

describe('registration asks one human check', () => {
  it('vn88: the captcha alone, no slider pass', async () => {
    const answer = await captchaAnswer(app, 'vn88');
    const res = await register(app, 'vn88', {
      username: 'vnplayer9',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      payeeName: 'Nguyen Van A',
      ...answer,
      sliderToken: undefined,
    });
    expect(res.json).toMatchObject({ success: true, value: { account: 'vnplayer9' } });
  });

  it('demo mobile registration: the SMS code alone, no second slider', async () => {
    const code = await registrationCode(app, 'demo', '912340077');
    const res = await register(app, 'demo', {
      regType: 'mobile',
      countryDialingCode: '84',
      mobileNum: '912340077',
      verificationCode: code,
      paymentPassword: '246810',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      payeeName: 'Minh Tran',
      sliderToken: undefined,
    });
    expect(res.json).toMatchObject({ success: true });
  });

  it('demo username registration: the slider, which cannot be skipped', async () => {
    const res = await register(app, 'demo', {
      username: 'noslider1',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      payeeName: 'John Smith',
      sliderToken: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });
});

describe('failed logins look the same for every username', () => {
  it('answers an existing and an unknown name alike, attempt after attempt', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await login(app, 'ph', { username: 'player1', password: 'wrong' });
      const b = await login(app, 'ph', { username: 'nobody77', password: 'wrong' });
      known.push([a.status, a.json.errorCode, a.json.value]);
      unknown.push([b.status, b.json.errorCode, b.json.value]);
    }
    expect(known).toEqual(unknown);
    expect(known[0]).toEqual([401, 'login_failed', { captcha: true }]);
    expect(known[1]).toEqual([400, 'captcha_invalid', { captcha: true }]);
  });

  it('tells before an attempt whether it needs a captcha, alike for every name', async () => {
    expect(await captchaNeeded('ph', 'player1')).toBe(false);
    expect(await captchaNeeded('ph', 'nobody77')).toBe(false);
    await login(app, 'ph', { username: 'player1', password: 'wrong' });
    await login(app, 'ph', { username: 'nobody77', password: 'wrong' });
    expect(await captchaNeeded('ph', 'player1')).toBe(true);
    expect(await captchaNeeded('ph', 'PLAYER1 ')).toBe(true);
    expect(await captchaNeeded('ph', 'nobody77')).toBe(true);
    // Per merchant.
    expect(await captchaNeeded('demo', 'player1')).toBe(false);

    // The captcha login works and ends the requirement.
    const answer = await captchaAnswer(app, 'ph');
    const ok = await login(app, 'ph', { username: 'player1', password: 'Player#2026', ...answer });
    expect(ok.status).toBe(200);
    expect(await captchaNeeded('ph', 'player1')).toBe(false);
  });

  it('refuses a missing or oversized username on the pre-check with the envelope', async () => {
    const missing = await call(app, 'GET', '/wps/session/login/captcha', { merchant: 'ph' });
    expect(missing.status).toBe(400);
    expect(missing.json.success).toBe(false);
    const huge = await call(app, 'GET', `/wps/session/login/captcha?username=${'a'.repeat(65)}`, { merchant: 'ph' });
    expect(huge.status).toBe(400);
  });
});
