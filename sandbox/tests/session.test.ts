/** @jest-environment node */
import type { CaptchaDto } from '@site/platform-contract';
import { call, encryptFor, login, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const newCaptchaAnswer = async (merchant: string) => {
  const img = await call<CaptchaDto>(app, 'GET', '/wps/captcha', { merchant });
  expect(Buffer.from(img.json.value!.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const answer = (await call(app, 'GET', `/__sandbox/captcha/latest?merchant=${merchant}`)).json.answer as string;
  return { captcha: answer, captchaId: img.json.value!.captchaId };
};

describe('login', () => {
  it('logs in a seeded player and returns a token that expires in 24 hours', async () => {
    const { status, json } = await login(app, 'demo', { username: 'player1', password: 'Player#2026' });
    expect(status).toBe(200);
    const v = json.value!;
    expect(v.token).toMatch(/^[0-9a-f]{64}$/);
    expect(v.firstTimeLogin).toBe(false);
    expect(v.passwordExpired).toBe(false);
    const hours = (Date.parse(v.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('flags the default-password account as first-time login', async () => {
    const { json } = await login(app, 'vn88', { username: 'newbie1', password: '123456' });
    expect(json.value!.firstTimeLogin).toBe(true);
  });

  it('rejects a wrong password, then needs a captcha, and a correct captcha lets the right password in', async () => {
    const wrong = await login(app, 'demo', { username: 'player1', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ success: false, errorCode: 'login_failed', message: 'Wrong username or password', value: { captcha: true } });

    const noCaptcha = await login(app, 'demo', { username: 'player1', password: 'Player#2026' });
    expect(noCaptcha.json).toMatchObject({ success: false, errorCode: 'captcha_invalid', value: { captcha: true } });

    const first = await newCaptchaAnswer('demo');
    const badCaptcha = await login(app, 'demo', { username: 'player1', password: 'Player#2026', captcha: 'xxxx', captchaId: first.captchaId });
    expect(badCaptcha.json.errorCode).toBe('captcha_invalid');

    const answer = await newCaptchaAnswer('demo');
    expect(answer.captcha).toMatch(/^\d{4}$/);
    const good = await login(app, 'demo', { username: 'player1', password: 'Player#2026', ...answer });
    expect(good.status).toBe(200);

    // Success clears the captcha requirement, and a used captcha cannot be replayed.
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026' })).status).toBe(200);
  });

  it('answers an unknown username like a wrong password', async () => {
    const res = await login(app, 'demo', { username: 'ghost', password: 'Player#2026' });
    expect(res.status).toBe(401);
    expect(res.json.errorCode).toBe('login_failed');
  });

  it('keeps accounts per merchant: a failure on demo does not need a captcha on vn88', async () => {
    await login(app, 'demo', { username: 'player1', password: 'bad' });
    expect((await login(app, 'vn88', { username: 'player1', password: 'Player#2026' })).status).toBe(200);
  });

  it('asks for verification when logging in from an unknown IP', async () => {
    const res = await login(app, 'demo', { username: 'player1', password: 'Player#2026' }, '192.0.2.50');
    expect(res.status).toBe(403);
    expect(res.json.errorCode).toBe('login_verify_required');
  });

  it('rate-limits more than 20 attempts a minute per IP and merchant', async () => {
    const value = await encryptFor(app, 'ph', { type: 'username', username: 'ghost', password: 'x' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call(app, 'POST', '/wps/session/login', { merchant: 'ph', body: { value }, ip: '192.0.2.9' })).status);
    }
    // The first failure is a wrong login; after it this name needs a captcha (the same for every name, known or not).
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(1, 20).every((s) => s === 400)).toBe(true);
    const last = await call(app, 'POST', '/wps/session/login', { merchant: 'ph', body: { value }, ip: '192.0.2.9' });
    expect(last.status).toBe(429);
    expect(last.json.errorCode).toBe('TOO_MANY_REQUESTS');
    // It says how long the wait is: what is left of the minute.
    const wait = (last.json.value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another merchant from the same IP is counted separately.
    expect((await call(app, 'POST', '/wps/session/login', { merchant: 'demo', body: { value: 'x' }, ip: '192.0.2.9' })).status).toBe(400);
  });

  it('rejects bodies it cannot decrypt or that are not a login payload', async () => {
    const garbage = await call(app, 'POST', '/wps/session/login', { merchant: 'demo', body: { value: 'not-a-jwe' } });
    expect(garbage.status).toBe(400);
    expect(garbage.json.errorCode).toBe('decryption_failed');
    expect((await call(app, 'POST', '/wps/session/login', { merchant: 'demo', body: { value: 42 } })).status).toBe(400);
    const noPassword = await call(app, 'POST', '/wps/session/login', {
      merchant: 'demo',
      body: { value: await encryptFor(app, 'demo', { type: 'username', username: 'player1' }) },
    });
    expect(noPassword.json).toMatchObject({ success: false, errorCode: 'bad_request' });
    const sms = await login(app, 'demo', { type: 'sms', mobileNum: '912345678' });
    expect(sms.status).toBe(400);
  });
});

describe('tokens', () => {
  it('binds a token to its merchant', async () => {
    const token = await tokenFor(app, 'demo');
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token })).status).toBe(200);
    const other = await call(app, 'GET', '/wps/member/info', { merchant: 'vn88', token });
    expect(other.status).toBe(401);
    expect(other.json.errorCode).toBe('user.or.token.invalid');
  });

  it('distinguishes a missing token from a bad one', async () => {
    const none = await call(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo' });
    expect(none.status).toBe(401);
    expect(none.json.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const bad = await call(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token: 'f'.repeat(64) });
    expect(bad.json.errorCode).toBe('user.or.token.invalid');
  });

  it('revokes the token on logout, and a reset ends every session', async () => {
    const token = await tokenFor(app, 'demo');
    expect((await call(app, 'DELETE', '/wps/session/logout', { merchant: 'demo', token })).json.success).toBe(true);
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token })).status).toBe(401);

    const token2 = await tokenFor(app, 'demo');
    await call(app, 'POST', '/__sandbox/reset');
    expect((await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token: token2 })).status).toBe(401);
  });
});
