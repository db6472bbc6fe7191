/** @jest-environment node */
import type { LoginResultDto, SliderPuzzleDto, SmsForgotSentDto, SmsSentDto } from '@site/platform-contract';
import { ageSms, latestSms, sliderPass } from './account-helpers';
import { call, encryptFor, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const puzzle = async (merchant = 'demo', purpose = 'register') => {
  const res = await call<SliderPuzzleDto>(app, 'GET', `/wps/captcha/slider?purpose=${purpose}`, { merchant });
  const { x } = (await call(app, 'GET', `/__sandbox/slider/latest?merchant=${merchant}`)).json as unknown as { x: number };
  return { res, x, puzzleId: res.json.value?.puzzleId ?? '' };
};
const verify = (puzzleId: string, x: unknown, merchant = 'demo') =>
  call<{ sliderToken: string }>(app, 'POST', '/wps/captcha/slider/verify', { merchant, body: { puzzleId, x } });
const post = <T = unknown>(path: string, body: unknown, merchant = 'demo') => call<T>(app, 'POST', path, { merchant, body });

describe('slider', () => {
  it('serves a 100-step puzzle with PNG data URLs and a gap the control endpoint reveals', async () => {
    const { res, x } = await puzzle();
    expect(res.status).toBe(200);
    const v = res.json.value!;
    expect(v).toMatchObject({ steps: 100, pieceWidthSteps: 12 });
    expect(v.puzzleId).toMatch(/^[0-9a-f]{32}$/);
    expect(x).toBeGreaterThanOrEqual(20);
    expect(x).toBeLessThanOrEqual(88);
    for (const url of [v.backgroundUrl, v.pieceUrl]) {
      expect(url.startsWith('data:image/png;base64,')).toBe(true);
      expect(Buffer.from(url.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    for (const q of ['', '?purpose=login']) {
      const bad = await call(app, 'GET', `/wps/captcha/slider${q}`, { merchant: 'demo' });
      expect(bad.json).toMatchObject({ errorCode: 'validation_failed', value: { field: 'purpose' } });
    }
  });

  it('accepts a drop within 2 steps of the gap, once', async () => {
    for (const delta of [-2, 2, 0]) {
      const { puzzleId, x } = await puzzle();
      const res = await verify(puzzleId, x + delta);
      expect(res.status).toBe(200);
      expect(res.json.value!.sliderToken.length).toBeGreaterThan(20);
      // The puzzle is spent.
      expect((await verify(puzzleId, x)).json.errorCode).toBe('slider_failed');
    }
  });

  it('refuses a drop 3 steps off, and the puzzle is spent by the miss', async () => {
    const { puzzleId, x } = await puzzle();
    expect((await verify(puzzleId, x + 3)).json).toMatchObject({ success: false, errorCode: 'slider_failed' });
    expect((await verify(puzzleId, x)).status).toBe(400);
  });

  it('refuses old puzzles, unknown ids, other merchants and bad input', async () => {
    const old = await puzzle();
    app.db.prepare('UPDATE slider_puzzles SET created_at = created_at - 121000').run();
    expect((await verify(old.puzzleId, old.x)).json.errorCode).toBe('slider_failed');
    const other = await puzzle('vn88');
    expect((await verify(other.puzzleId, other.x, 'demo')).json.errorCode).toBe('slider_failed');
    expect((await verify('f'.repeat(32), 50)).json.errorCode).toBe('slider_failed');
    expect((await verify('abc', 'fifty')).json.value).toEqual({ field: 'x' });
    expect((await verify('abc', 101)).json.value).toEqual({ field: 'x' });
    expect((await post('/wps/captcha/slider/verify', { x: 5 })).json.value).toEqual({ field: 'puzzleId' });
  });

  it('passes expire after 5 minutes', async () => {
    const pass = await sliderPass(app, 'demo', 'sms');
    app.db.prepare('UPDATE slider_passes SET created_at = created_at - 301000').run();
    const res = await post('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: '912000111', sliderToken: pass, regType: 'mobile' });
    expect(res.json.errorCode).toBe('slider_required');
  });
});

describe('registration SMS', () => {
  const body = async (mobileNo = '912000111', regType = 'mobile') => ({
    countryDialingCode: '84',
    mobileNo,
    regType,
    sliderToken: await sliderPass(app, 'demo', 'sms'),
  });

  it('writes a 6-digit code to the outbox and refuses a resend within 60 s', async () => {
    const res = await post<SmsSentDto>('/wps/verification/sms/register', await body());
    expect(res.json).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = await latestSms(app, '912000111');
    expect(code).toMatch(/^\d{6}$/);
    const row = app.db.prepare('SELECT * FROM sms_outbox ORDER BY id DESC LIMIT 1').get() as Record<string, number | string>;
    expect(row).toMatchObject({ merchant_code: 'demo', dial_code: '84', purpose: 'register', used: 0 });
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(5 * 60 * 1000);

    const again = await post('/wps/verification/sms/register', await body());
    expect(again).toMatchObject({ status: 429, json: { errorCode: 'sms_too_soon' } });
    ageSms(app);
    expect((await post('/wps/verification/sms/register', await body())).status).toBe(200);
  });

  it('needs an sms slider pass, a free number, digits and an enabled merchant', async () => {
    const noPass = await post('/wps/verification/sms/register', { ...(await body()), sliderToken: 'nope' });
    expect(noPass.json.errorCode).toBe('slider_required');
    const registerPass = await sliderPass(app, 'demo', 'register');
    expect((await post('/wps/verification/sms/register', { ...(await body()), sliderToken: registerPass })).json.errorCode).toBe('slider_required');
    expect((await post('/wps/verification/sms/register', await body('912345678'))).json.errorCode).toBe('mobile_taken');
    // A username registration may use a number that is on file (no mobile_taken); the refused request counted as a
    // send to that number (MESSAGE_LIMITS), so a minute passes first.
    ageSms(app);
    expect((await post('/wps/verification/sms/register', await body('912345678', 'username'))).status).toBe(200);
    expect((await post('/wps/verification/sms/register', await body('91-234'))).json.value).toEqual({ field: 'mobileNo', patternId: 6 });
    expect((await post('/wps/verification/sms/register', await body('91234'))).json.value).toEqual({ field: 'mobileNo', patternId: 6 });
    expect((await post('/wps/verification/sms/register', { ...(await body()), regType: 'x' })).json.value).toEqual({ field: 'regType' });
    expect((await post('/wps/verification/sms/register', { ...(await body()), countryDialingCode: '0' })).json.value).toEqual({ field: 'countryDialingCode' });
    const vn = await post('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: '912000111', regType: 'username', sliderToken: 'x' }, 'vn88');
    expect(vn).toMatchObject({ status: 403, json: { errorCode: 'sms_disabled' } });
  });
});

describe('SMS login', () => {
  const requestCode = async (mobileNum = '912345678', merchant = 'demo') =>
    post<SmsSentDto>('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum, sliderToken: await sliderPass(app, merchant, 'sms') }, merchant);
  const smsLogin = async (verificationCode: string, extra: object = {}, ip = '198.51.100.9') =>
    call<LoginResultDto>(app, 'POST', '/wps/session/login', {
      merchant: 'demo',
      ip,
      body: { value: await encryptFor(app, 'demo', { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', verificationCode, ...extra }) },
    });

  it('logs in with the code from a new IP without the second step, once', async () => {
    expect((await requestCode()).json.value).toEqual({ expiredMinutes: 1 });
    const code = await latestSms(app, '912345678', 'demo');
    expect((await smsLogin(code === '000000' ? '111111' : '000000')).json.errorCode).toBe('verification_code_invalid');
    const res = await smsLogin(code);
    expect(res.status).toBe(200);
    const info = await call<{ account: string }>(app, 'GET', '/wps/member/info', { merchant: 'demo', token: res.json.value!.token });
    expect(info.json.value!.account).toBe('player1');
    expect((await smsLogin(code)).json.errorCode).toBe('verification_code_invalid');
  });

  it('spends a code after 5 wrong guesses', async () => {
    await requestCode();
    const code = await latestSms(app, '912345678');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await smsLogin(wrong)).status).toBe(400);
    expect((await smsLogin(code)).json.errorCode).toBe('verification_code_invalid');
  });

  it('sends nothing to unknown numbers (answered alike), refuses merchants without the flag and the agent entrance for members', async () => {
    expect((await requestCode('912000999')).json).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect((await call(app, 'GET', '/__sandbox/sms?mobile=912000999')).status).toBe(404);
    const vn = await post('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum: '912345678', sliderToken: 'x' }, 'vn88');
    expect(vn).toMatchObject({ status: 403, json: { errorCode: 'sms_disabled' } });
    expect((await post('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum: '912345678', sliderToken: 'x' })).json.errorCode).toBe('slider_required');
    await requestCode();
    const agentEntrance = await smsLogin(await latestSms(app, '912345678'), { entrance: 'agent' });
    expect(agentEntrance).toMatchObject({ status: 403, json: { errorCode: 'agent_no_enter' } });
    expect((await smsLogin('123456', { mobileNum: undefined })).json).toMatchObject({ errorCode: 'validation_failed', value: { field: 'mobileNum' } });
  });
});

describe('forgot-password SMS', () => {
  it('sends a code and answers its expiry time; only with CHNGPASSVERIF3, and only to a known number', async () => {
    const before = Date.now();
    const res = await post<SmsForgotSentDto>('/wps/verification/sms/password', {
      countryDialingCode: '84', mobileNum: '912345679', sliderToken: await sliderPass(app, 'demo', 'sms'),
    });
    expect(res.status).toBe(200);
    expect(res.json.value!.expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(res.json.value!.expirationTime).toBeLessThan(before + 65_000);
    expect(await latestSms(app, '912345679')).toMatch(/^\d{6}$/);
    const unknown = await post('/wps/verification/sms/password', {
      countryDialingCode: '84', mobileNum: '912000999', sliderToken: await sliderPass(app, 'demo', 'sms'),
    });
    expect(unknown.status).toBe(200);
    expect((await call(app, 'GET', '/__sandbox/sms?mobile=912000999')).status).toBe(404);
    const ph = await post('/wps/verification/sms/password', { countryDialingCode: '84', mobileNum: '912345679', sliderToken: 'x' }, 'ph');
    expect(ph).toMatchObject({ status: 403, json: { errorCode: 'sms_disabled' } });
  });
});
