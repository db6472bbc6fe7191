/** @jest-environment node */
import { REGISTER_PASS_ATTEMPTS, USERNAME_CHECKS_PER_MINUTE, type UsernameAvailabilityDto } from '@site/platform-contract';
import { register, sliderPass } from './account-helpers';
import { call, makeSandbox } from './helpers';

/**
 * A username is checked before any human check (GET /wps/member/register/username, limited per
 * visitor address as the sandbox's other limits), and one solved slider serves the registration's retry.
 */
const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const NEW_PLAYER = { regType: 'username' as const, username: 'alice01', password: 'Alice#2026', confirmPassword: 'Alice#2026', payeeName: 'Alice Nguyen' };

const check = (username: string, ip = '192.0.2.10', merchant = 'demo') =>
  call<UsernameAvailabilityDto>(app, 'GET', `/wps/member/register/username?username=${encodeURIComponent(username)}`, { merchant, ip });

describe('username availability', () => {
  it('says whether a name is free, per merchant and whatever its case', async () => {
    expect((await check('alice01')).json).toEqual({ success: true, value: { available: true } });
    expect((await check('player1')).json.value).toEqual({ available: false });
    expect((await check('PLAYER1')).json.value).toEqual({ available: false });
    expect((await check('player1', '192.0.2.10', 'vn88')).json.value).toEqual({ available: false });
    expect((await register(app, 'demo', NEW_PLAYER)).status).toBe(200);
    expect((await check('alice01')).json.value).toEqual({ available: false });
    expect((await check('alice01', '192.0.2.10', 'vn88')).json.value).toEqual({ available: true });
  });

  it('refuses a name that breaks the merchant username rule, and a missing merchant', async () => {
    for (const name of ['', 'ab', '1abc', 'a'.repeat(17), 'ali ce']) {
      const res = await check(name);
      expect([res.status, res.json.errorCode, (res.json.value as { field?: string } | undefined)?.field]).toEqual([400, 'validation_failed', 'username']);
    }
    expect((await call(app, 'GET', '/wps/member/register/username?username=alice01')).json.errorCode).toBe('merchant_required');
  });

  it(`answers ${USERNAME_CHECKS_PER_MINUTE} checks a minute per visitor address and merchant, then 429 TOO_MANY_REQUESTS`, async () => {
    for (let i = 0; i < USERNAME_CHECKS_PER_MINUTE; i += 1) expect((await check(`name${i}x`, '192.0.2.20')).status).toBe(200);
    const refused = await check('player1', '192.0.2.20');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // Refused alike for a free name: the limit tells nothing about which names exist.
    expect((await check('freename1', '192.0.2.20')).json).toEqual(refused.json);
    // Another address, or another merchant, still gets its answers; a reset clears the count.
    expect((await check('player1', '192.0.2.21')).status).toBe(200);
    expect((await check('player1', '192.0.2.20', 'vn88')).status).toBe(200);
    await call(app, 'POST', '/__sandbox/reset');
    expect((await check('player1', '192.0.2.20')).status).toBe(200);
  });
});

describe('one slider pass serves the retry', () => {
  it('keeps the pass after a taken name or a bad field, and spends it with the registration', async () => {
    const ip = '192.0.2.30';
    const pass = await sliderPass(app, 'demo', 'register', ip);
    const taken = await register(app, 'demo', { ...NEW_PLAYER, username: 'player1', sliderToken: pass }, ip);
    expect(taken.json.errorCode).toBe('username_taken');
    const done = await register(app, 'demo', { ...NEW_PLAYER, sliderToken: pass }, ip);
    expect(done.status).toBe(200);
    // Spent by the registration it let through.
    const again = await register(app, 'demo', { ...NEW_PLAYER, username: 'bob0001', sliderToken: pass }, ip);
    expect(again.json.errorCode).toBe('slider_required');
  });

  it(`serves at most ${REGISTER_PASS_ATTEMPTS} submits, only from its own address`, async () => {
    const ip = '192.0.2.31';
    const pass = await sliderPass(app, 'demo', 'register', ip);
    expect((await register(app, 'demo', { ...NEW_PLAYER, sliderToken: pass }, '192.0.2.32')).json.errorCode).toBe('slider_required');
    for (let i = 0; i < REGISTER_PASS_ATTEMPTS; i += 1) {
      expect((await register(app, 'demo', { ...NEW_PLAYER, username: 'player1', sliderToken: pass }, ip)).json.errorCode).toBe('username_taken');
    }
    expect((await register(app, 'demo', { ...NEW_PLAYER, sliderToken: pass }, ip)).json.errorCode).toBe('slider_required');
  });

  it('is refused once its time is over', async () => {
    const ip = '192.0.2.33';
    const pass = await sliderPass(app, 'demo', 'register', ip);
    expect((await register(app, 'demo', { ...NEW_PLAYER, username: 'player1', sliderToken: pass }, ip)).json.errorCode).toBe('username_taken');
    app.db.prepare('UPDATE slider_passes SET created_at = created_at - ?').run(5 * 60 * 1000 + 1);
    expect((await register(app, 'demo', { ...NEW_PLAYER, sliderToken: pass }, ip)).json.errorCode).toBe('slider_required');
  });
});
