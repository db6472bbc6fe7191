/** @jest-environment node */
import type { LoginResultDto, SmsSentDto } from '@site/platform-contract';
import { latestSms, register, registrationCode, sliderPass } from './account-helpers';
import { call, encryptFor, makeSandbox } from './helpers';

/**
 * Phone authentication (spec §8): numbers the SMS provider refuses, missing and expired codes, the five-minute lockout
 * after too many wrong codes, and the merchant's SMS quota, each answered alike whether or not an account has the number.
 */

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const PLAYER = '912345678';
const NOBODY = '912000999';
const MINUTE = 60_000;

const post = <T = unknown>(path: string, body: unknown, merchant = 'demo') => call<T>(app, 'POST', path, { merchant, body });
const sendLoginCode = async (mobileNum: unknown, sliderToken?: string) =>
  post<SmsSentDto>('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum, sliderToken: sliderToken ?? (await sliderPass(app, 'demo', 'sms')) });
const smsLogin = async (mobileNum: string, verificationCode: unknown) =>
  call<LoginResultDto>(app, 'POST', '/wps/session/login', {
    merchant: 'demo',
    body: { value: await encryptFor(app, 'demo', { type: 'sms', mobileNum, countryDialingCode: '84', verificationCode }) },
  });
const advance = (advanceMs: number) => call(app, 'POST', '/__sandbox/clock', { body: { advanceMs } });
const setCredit = (remaining: number | null, merchant = 'demo') => call(app, 'POST', `/__sandbox/merchants/${merchant}/sms-credit`, { body: { remaining } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sending a code', () => {
  it('refuses a missing number and one that is no mobile number of its country, before the pass is spent', async () => {
    const pass = await sliderPass(app, 'demo', 'sms');
    for (const missing of [undefined, '', '   ']) {
      expect(await sendLoginCode(missing, pass)).toMatchObject({ status: 400, json: { errorCode: 'missing_phone_number', value: { field: 'mobileNum' } } });
    }
    // Vietnam's mobile numbers have 9 digits and start with 3, 5, 7, 8 or 9.
    for (const invalid of ['0912345678', '91234567', '112345678', '9123 4567', 'abc']) {
      expect(await sendLoginCode(invalid, pass)).toMatchObject({ status: 400, json: { errorCode: 'invalid_phone_number', value: { field: 'mobileNum' } } });
    }
    // The same answers whether or not an account has the number, and the pass still works.
    expect((await sendLoginCode(PLAYER, pass)).status).toBe(200);
  });

  it('answers quota_exceeded when the merchant has no SMS left, for every number, without spending the pass', async () => {
    expect((await setCredit(1)).json).toEqual({ success: true, remaining: 1 });
    expect((await sendLoginCode(NOBODY)).status).toBe(200);
    const pass = await sliderPass(app, 'demo', 'sms');
    for (const mobile of [PLAYER, NOBODY]) {
      expect(await sendLoginCode(mobile, pass)).toMatchObject({ status: 429, json: { errorCode: 'quota_exceeded' } });
    }
    // Registration codes and other merchants: the same quota, per merchant.
    const register = await post('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: '912000111', regType: 'mobile', sliderToken: pass });
    expect(register.json.errorCode).toBe('quota_exceeded');
    expect((await setCredit(null)).status).toBe(200);
    expect((await sendLoginCode(PLAYER, pass)).status).toBe(200);
    expect((await setCredit(-1)).status).toBe(400);
    expect((await setCredit(0, 'nobody')).status).toBe(404);
  });

  it('a reset takes the quota away', async () => {
    await setCredit(0);
    await call(app, 'POST', '/__sandbox/reset');
    expect((await sendLoginCode(PLAYER)).status).toBe(200);
  });
});

describe('checking a code', () => {
  it('says a missing code is missing, and a code asked for more than 5 minutes ago expired, alike for every number', async () => {
    await sendLoginCode(PLAYER);
    await sendLoginCode(NOBODY);
    const code = await latestSms(app, PLAYER, 'demo');
    expect(await smsLogin(PLAYER, '')).toMatchObject({ status: 400, json: { errorCode: 'missing_verification_code' } });
    expect((await smsLogin(PLAYER, wrongFor(code))).json.errorCode).toBe('verification_code_invalid');
    expect((await smsLogin(NOBODY, '123456')).json.errorCode).toBe('verification_code_invalid');
    await advance(5 * MINUTE + 1000);
    expect(await smsLogin(PLAYER, code)).toMatchObject({ status: 400, json: { errorCode: 'code_expired' } });
    expect(await smsLogin(NOBODY, '123456')).toMatchObject({ status: 400, json: { errorCode: 'code_expired' } });
    // A number no code was asked for is told the code is wrong.
    expect((await smsLogin('912000888', '123456')).json.errorCode).toBe('verification_code_invalid');
  });

  it('locks a number for 5 minutes at its fifth wrong code, alike for every number, and lets it in after', async () => {
    for (const mobile of [PLAYER, NOBODY]) {
      await sendLoginCode(mobile);
      for (let i = 0; i < 4; i++) expect((await smsLogin(mobile, '000001')).json.errorCode).toBe('verification_code_invalid');
      expect(await smsLogin(mobile, '000001')).toMatchObject({ status: 429, json: { errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 300 } } });
    }
    // Locked: even the right code is refused, with the time left.
    await advance(2 * MINUTE);
    const locked = await smsLogin(PLAYER, await latestSms(app, PLAYER, 'demo'));
    expect(locked).toMatchObject({ status: 429, json: { value: { retryAfterSeconds: 180 } } });
    // Another purpose of the same number is not locked.
    const forgot = await post('/wps/verification/sms/password', { countryDialingCode: '84', mobileNum: PLAYER, sliderToken: await sliderPass(app, 'demo', 'sms') });
    expect(forgot.status).toBe(200);
    await advance(3 * MINUTE);
    await sendLoginCode(PLAYER);
    expect((await smsLogin(PLAYER, await latestSms(app, PLAYER, 'demo'))).status).toBe(200);
  });

  it('password reset and registration answer the same codes', async () => {
    // Registration: an expired code.
    const code = await registrationCode(app, 'demo', '912000111');
    await advance(6 * MINUTE);
    const user = {
      regType: 'mobile', mobileNum: '912000111', countryDialingCode: '84', verificationCode: code, paymentPassword: '246810',
      password: 'Mobile#2026', confirmPassword: 'Mobile#2026', payeeName: 'Minh Tran',
    } as const;
    expect((await register(app, 'demo', user)).json.errorCode).toBe('code_expired');
    // Registration: a number of the form's rule that is no Vietnamese mobile number.
    expect((await register(app, 'demo', { ...user, mobileNum: '12345678' })).json).toMatchObject({ errorCode: 'invalid_phone_number', value: { field: 'mobileNum' } });
    // Password reset: a missing code.
    const reset = await post('/wps/member/password/verification', {
      value: await encryptFor(app, 'demo', { countryDialingCode: '84', mobileNum: PLAYER, newPassword: 'Fresh#2027' }),
    });
    expect(reset.json.errorCode).toBe('missing_verification_code');
  });
});
