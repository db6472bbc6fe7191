/** @jest-environment node */
/**
 * Which accounts exist is not told by the calls that send a mail or an SMS: forgot password by
 * email and the SMS codes for login and for a password reset answer alike whether or not an account has the name,
 * address or number; the mail or SMS goes only to an account's own address or number; each send needs a slider pass;
 * and sends are limited per visitor address and per target, counted alike for every target.
 */
import type { SmsForgotSentDto } from '@site/platform-contract';
import { sliderPass } from './account-helpers';
import { call, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

let nextAddress = 1;
/** An address no earlier case used (the limits are per address). */
const address = () => `192.0.2.${nextAddress++ % 250}`;

const post = <T = unknown>(path: string, body: unknown, ip: string, merchant = 'demo') => call<T>(app, 'POST', path, { merchant, body, ip });

const forgotMail = async (username: string, email: string, ip = address()) =>
  post('/wps/member/password/email', { username, email, sliderToken: await sliderPass(app, 'demo', 'email', ip) }, ip);
const smsFor = async (path: 'noLogin' | 'password', mobileNum: string, ip = address()) =>
  post<SmsForgotSentDto>(`/wps/verification/sms/${path}`, { countryDialingCode: '84', mobileNum, sliderToken: await sliderPass(app, 'demo', 'sms', ip) }, ip);

const mailTo = async (to: string) => (await call(app, 'GET', `/__sandbox/mail/latest?to=${encodeURIComponent(to)}`)).status;
const smsTo = async (mobile: string) => (await call(app, 'GET', `/__sandbox/sms?mobile=${mobile}`)).status;
/** Moves every recorded send back in time, past the resend minute (and the hour when asked). */
const age = (ms = 61_000) => app.db.prepare('UPDATE message_requests SET created_at = created_at - ?').run(ms);

describe('forgot password by email', () => {
  it('answers a match, a wrong address and an unknown name alike, and mails only the match', async () => {
    const answers = [
      await forgotMail('player1', 'PLAYER1@example.com'),
      await forgotMail('player1', 'agent1@example.com'),
      await forgotMail('ghost77', 'ghost77@example.com'),
    ];
    for (const res of answers) expect({ status: res.status, json: res.json }).toEqual({ status: 200, json: { success: true, message: 'in_been_out', value: true } });
    expect(await mailTo('player1@example.com')).toBe(200);
    expect(await mailTo('agent1@example.com')).toBe(404);
    expect(await mailTo('ghost77@example.com')).toBe(404);
  });

  it('needs a slider pass for mail, and sends nothing without one', async () => {
    const ip = address();
    for (const sliderToken of [undefined, '', 'nope', await sliderPass(app, 'demo', 'sms', ip)]) {
      const res = await post('/wps/member/password/email', { username: 'player1', email: 'player1@example.com', sliderToken }, ip);
      expect(res).toMatchObject({ status: 400, json: { success: false, errorCode: 'slider_required' } });
    }
    // Bad input is refused before the pass is spent.
    const pass = await sliderPass(app, 'demo', 'email', ip);
    expect((await post('/wps/member/password/email', { username: 'player1', email: 'nope', sliderToken: pass }, ip)).json.value).toEqual({ field: 'email', patternId: 3 });
    expect((await post('/wps/member/password/email', { username: 'player1', email: 'player1@example.com', sliderToken: pass }, ip)).status).toBe(200);
    expect((await post('/wps/member/password/email', { username: 'agent1', email: 'agent1@example.com', sliderToken: pass }, ip)).json.errorCode).toBe('slider_required');
  });

  it('accepts a form post with its pass', async () => {
    const ip = address();
    const pass = await sliderPass(app, 'vn88', 'email', ip);
    const res = await app.request('/wps/member/password/email', {
      method: 'POST',
      headers: { Merchant: 'vn88', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
      body: `username=agent1&email=agent1%40example.com&sliderToken=${encodeURIComponent(pass)}`,
    });
    expect(res.status).toBe(200);
  });
});

describe('SMS codes for login and password reset', () => {
  it.each(['noLogin', 'password'] as const)('%s: a registered and an unknown number get the same answer; only the registered one a code', async (path) => {
    const known = await smsFor(path, '912345678');
    const unknown = await smsFor(path, '912000999');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.json)).toEqual(Object.keys(known.json));
    expect(Object.keys(unknown.json.value!)).toEqual(Object.keys(known.json.value!));
    if (path === 'password') expect(Math.abs(unknown.json.value!.expirationTime - known.json.value!.expirationTime)).toBeLessThan(5_000);
    else expect(unknown.json).toEqual(known.json);
    expect(await smsTo('912345678')).toBe(200);
    expect(await smsTo('912000999')).toBe(404);
  });
});

describe('limits', () => {
  it('one send a minute per target and purpose, from any address, for known and unknown targets alike', async () => {
    for (const mobile of ['912345678', '912000999']) {
      expect((await smsFor('password', mobile)).status).toBe(200);
      const again = await smsFor('password', mobile);
      expect(again).toMatchObject({ status: 429, json: { errorCode: 'sms_too_soon' } });
      expect((again.json.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
      // Another purpose is another code.
      expect((await smsFor('noLogin', mobile)).status).toBe(200);
    }
    for (const [username, email] of [['player1', 'player1@example.com'], ['ghost77', 'ghost77@example.com']] as const) {
      expect((await forgotMail(username, email)).status).toBe(200);
      expect(await forgotMail(username, email)).toMatchObject({ status: 429, json: { errorCode: 'email_too_soon' } });
      // The address typed is the target, whatever the name.
      expect(await forgotMail('someone', email)).toMatchObject({ status: 429, json: { errorCode: 'email_too_soon' } });
    }
    age();
    expect((await smsFor('password', '912000999')).status).toBe(200);
    expect((await forgotMail('ghost77', 'ghost77@example.com')).status).toBe(200);
  });

  it('at most 5 sends an hour per target, alike for known and unknown ones', async () => {
    for (const mobile of ['912345678', '912000999']) {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push((await smsFor(i % 2 ? 'noLogin' : 'password', mobile)).status);
        age();
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect((await smsFor('password', mobile)).json.errorCode).toBe('TOO_MANY_REQUESTS');
      age(60 * 60 * 1000);
      expect((await smsFor('password', mobile)).status).toBe(200);
    }
  });

  it('at most 10 sends an hour per address, whatever the targets and channels', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = i % 3 === 0 ? await forgotMail(`ghost${i}`, `ghost${i}@example.com`, ip) : await smsFor('noLogin', `9120010${String(i).padStart(2, '0')}`, ip);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // Another address is not held back; this one is again after the hour.
    expect((await smsFor('noLogin', '912001050')).status).toBe(200);
    age(60 * 60 * 1000);
    expect((await smsFor('noLogin', '912001051', ip)).status).toBe(200);
  });

  it('a refused send keeps its slider pass', async () => {
    const ip = address();
    const pass = await sliderPass(app, 'demo', 'sms', ip);
    expect((await post('/wps/verification/sms/password', { countryDialingCode: '84', mobileNum: '912000999', sliderToken: pass }, ip)).status).toBe(200);
    const second = await sliderPass(app, 'demo', 'sms', ip);
    const body = { countryDialingCode: '84', mobileNum: '912000999', sliderToken: second };
    expect((await post('/wps/verification/sms/password', body, ip)).json.errorCode).toBe('sms_too_soon');
    age();
    expect((await post('/wps/verification/sms/password', body, ip)).status).toBe(200);
  });

  it('a reset forgets every send', async () => {
    await smsFor('password', '912000999');
    await call(app, 'POST', '/__sandbox/reset');
    expect((await smsFor('password', '912000999')).status).toBe(200);
  });
});
