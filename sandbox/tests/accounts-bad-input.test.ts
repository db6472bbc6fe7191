/** @jest-environment node */
import { upgradeSeed } from '../db/seed';
import { call, encryptFor, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const JUNK: unknown[] = [null, 0, -1, 1e309, true, 'x'.repeat(5000), [], {}, ['a'], { $gt: '' }, '', ' ', '\u0000', '漢字'];
const FIELDS = [
  'puzzleId', 'x', 'countryDialingCode', 'mobileNo', 'mobileNum', 'sliderToken', 'regType', 'verifyToken', 'verificationCode',
  'username', 'email', 'password', 'newPassword', 'oldPassword', 'confirmNewPassword', 'entrance', 'type',
];

describe('account calls never crash on junk', () => {
  it('answers plain JSON calls with a 4xx envelope', async () => {
    const paths = [
      '/wps/captcha/slider/verify', '/wps/verification/sms/register', '/wps/verification/sms/noLogin', '/wps/verification/sms/password',
      '/wps/verification/sms/login-verify', '/wps/session/login/verify', '/wps/member/password/email',
    ];
    for (const path of paths) {
      for (const body of ['', '[]', '{"a":', 'null']) {
        const res = await call(app, 'POST', path, { merchant: 'demo', body });
        expect([path, res.status, res.json.success]).toEqual([path, 400, false]);
      }
      for (const junk of JUNK) {
        const body = Object.fromEntries(FIELDS.map((f) => [f, junk]));
        const res = await call(app, 'POST', path, { merchant: 'demo', body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    }
  });

  it('answers encrypted calls with a 4xx envelope', async () => {
    const calls: [string, string][] = [
      ['PUT', '/wps/member/register'], ['PUT', '/wps/member/register/mobile'], ['POST', '/wps/member/password/verification'],
      ['POST', '/wps/session/login'],
    ];
    for (const [method, path] of calls) {
      expect((await call(app, method, path, { merchant: 'demo', body: { value: 'x' } })).json.errorCode).toBe('decryption_failed');
      for (const junk of JUNK.slice(0, 8)) {
        const payload = Object.fromEntries([...FIELDS, 'payeeName', 'confirmPassword', 'paymentPassword', 'referralCode', 'captcha'].map((f) => [f, junk]));
        const res = await call(app, method, path, { merchant: 'demo', body: { value: await encryptFor(app, 'demo', payload) } });
        expect([path, res.status >= 400 && res.status < 500]).toEqual([path, true]);
      }
    }
  });

  it('answers GET calls with bad queries with a 4xx envelope', async () => {
    for (const q of ['/wps/agent/affiliate?code=%00', '/wps/agent/affiliate?code=' + 'a'.repeat(100), '/wps/promotions?category=' + 'a'.repeat(100), '/wps/captcha/slider?purpose=%00']) {
      const res = await call(app, 'GET', q, { merchant: 'demo' });
      expect([q, res.status]).toEqual([q, 400]);
    }
  });
});

describe('seed upgrade', () => {
  it('fills in an older database without touching other rows', async () => {
    await call(app, 'POST', '/__sandbox/reset');
    app.db.transaction(() => {
      app.db.prepare('DELETE FROM countries').run();
      app.db.prepare('DELETE FROM register_fields').run();
      app.db.prepare('DELETE FROM promotions').run();
      app.db.prepare('UPDATE members SET mobile = NULL, dial_code = NULL, email = NULL, referral_code = NULL, affiliate_code = NULL').run();
      app.db.prepare('UPDATE merchants SET disclaimer = 0').run();
      upgradeSeed(app.db, Date.now());
    })();
    const row = app.db.prepare("SELECT mobile, referral_code FROM members WHERE merchant_code = 'demo' AND username = 'player1'").get();
    expect(row).toEqual({ mobile: '912345678', referral_code: 'P1REF' });
    expect((await call<unknown[]>(app, 'GET', '/wps/system/countries', { merchant: 'demo' })).json.value).toHaveLength(11);
    expect((await call<unknown[]>(app, 'GET', '/wps/promotions?category=new_player', { merchant: 'demo' })).json.value).toHaveLength(2);
    expect(app.db.prepare("SELECT disclaimer FROM merchants WHERE code = 'ph'").pluck().get()).toBe(1);
  });
});
