/** @jest-environment node */
/** The account overview and its security items: payment password set and change, binding a mobile and an email. */
import type { AccountOverviewDto, BoundValueDto } from '@site/platform-contract';
import { ageSms, latestSms } from './account-helpers';
import { encCall, freshAccount } from './account-centre-helpers';
import { call, makeSandbox, tokenFor, trialTokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const overview = async (token: string, merchant = 'demo') =>
  (await call<AccountOverviewDto>(app, 'GET', '/wps/member/security', { merchant, token })).json.value!;

describe('account overview', () => {
  it("shows player1's account, club label and masked bound values", async () => {
    const value = await overview(await tokenFor(app, 'demo'));
    expect(value).toMatchObject({
      account: 'player1',
      nickname: 'Lucky Player',
      clubLabel: { labelName: 'VIP5', color: '#1f1300', color2: '#fbbf24', rankLevel: 5 },
      security: { paymentPasswordSet: true, mobile: '+84 91*****78', email: 'pl*****@example.com' },
    });
    expect(value.memberSince).toBeLessThan(Date.now());
  });

  it('is refused without a token and to a trial account', async () => {
    expect((await call(app, 'GET', '/wps/member/security', { merchant: 'demo' })).status).toBe(401);
    const refused = await call(app, 'GET', '/wps/member/security', { merchant: 'demo', token: await trialTokenFor(app) });
    expect(refused).toMatchObject({ status: 403, json: { errorCode: 'in_need_true_account' } });
  });
});

describe('payment password', () => {
  const SET = '/wps/member/payment-password';
  const CHANGE = '/wps/member/payment-password/change';

  it('is set once, with the login password, and then only changed with the old one', async () => {
    const { token, password } = await freshAccount(app);
    expect((await overview(token)).security.paymentPasswordSet).toBe(false);

    // Change before any is set: refused.
    const early = await encCall(app, CHANGE, token, { oldPaymentPassword: '000000', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(early).toMatchObject({ status: 409, json: { errorCode: 'payment_password_not_set' } });

    const wrongLogin = await encCall(app, SET, token, { password: 'Nope#2026', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(wrongLogin).toMatchObject({ status: 400, json: { errorCode: 'password_wrong', value: { field: 'password' } } });
    const set = await encCall(app, SET, token, { password, newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(set).toMatchObject({ status: 200, json: { value: { paymentPasswordSet: true } } });
    expect((await overview(token)).security.paymentPasswordSet).toBe(true);

    // A second set is refused: changing needs the old payment password.
    const again = await encCall(app, SET, token, { password, newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(again).toMatchObject({ status: 409, json: { errorCode: 'payment_password_already_set' } });

    const wrongOld = await encCall(app, CHANGE, token, { oldPaymentPassword: '000000', newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(wrongOld).toMatchObject({ status: 400, json: { errorCode: 'payment_password_wrong', value: { field: 'oldPaymentPassword' } } });
    const same = await encCall(app, CHANGE, token, { oldPaymentPassword: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(same.json.errorCode).toBe('payment_password_same');
    const changed = await encCall(app, CHANGE, token, { oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(changed.status).toBe(200);
    // The old one no longer works; the new one does.
    const oldAgain = await encCall(app, CHANGE, token, { oldPaymentPassword: '123456', newPaymentPassword: '111111', confirmPaymentPassword: '111111' });
    expect(oldAgain.json.errorCode).toBe('payment_password_wrong');
    const back = await encCall(app, CHANGE, token, { oldPaymentPassword: '654321', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(back.status).toBe(200);
  });

  it("changes player1's seeded one (246810) and back", async () => {
    const token = await tokenFor(app, 'demo');
    expect((await encCall(app, CHANGE, token, { oldPaymentPassword: '246810', newPaymentPassword: '135246', confirmPaymentPassword: '135246' })).status).toBe(200);
    expect((await encCall(app, CHANGE, token, { oldPaymentPassword: '135246', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).status).toBe(200);
  });

  it('checks the 6 digits and the confirmation before anything else', async () => {
    const token = await tokenFor(app, 'demo');
    const cases: [Record<string, unknown>, { field: string; reason?: string }][] = [
      [{ oldPaymentPassword: '246810', newPaymentPassword: '12345', confirmPaymentPassword: '12345' }, { field: 'newPaymentPassword', reason: 'pattern' }],
      [{ oldPaymentPassword: '246810', newPaymentPassword: '12345a', confirmPaymentPassword: '12345a' }, { field: 'newPaymentPassword', reason: 'pattern' }],
      [{ oldPaymentPassword: '246810', newPaymentPassword: '1234567', confirmPaymentPassword: '1234567' }, { field: 'newPaymentPassword', reason: 'pattern' }],
      [{ oldPaymentPassword: '246810', newPaymentPassword: '123456', confirmPaymentPassword: '123457' }, { field: 'confirmPaymentPassword', reason: 'mismatch' }],
      [{ oldPaymentPassword: '246810', newPaymentPassword: '123456' }, { field: 'confirmPaymentPassword', reason: 'required' }],
      [{ newPaymentPassword: '123456', confirmPaymentPassword: '123456' }, { field: 'oldPaymentPassword', reason: 'required' }],
      [{ oldPaymentPassword: 246810, newPaymentPassword: '123456', confirmPaymentPassword: '123456' }, { field: 'oldPaymentPassword' }],
    ];
    for (const [body, value] of cases) {
      const res = await encCall(app, CHANGE, token, body);
      expect(res.status).toBe(400);
      expect(res.json.value).toMatchObject(value);
    }
    // Nothing changed: the seeded one still works.
    expect((await encCall(app, CHANGE, token, { oldPaymentPassword: '246810', newPaymentPassword: '135246', confirmPaymentPassword: '135246' })).status).toBe(200);
  });

  it('takes only an encrypted body', async () => {
    const token = await tokenFor(app, 'demo');
    const plain = await call(app, 'POST', CHANGE, { merchant: 'demo', token, body: { oldPaymentPassword: '246810', newPaymentPassword: '123456', confirmPaymentPassword: '123456' } });
    expect(plain.status).toBe(400);
  });
});

describe('binding a mobile number', () => {
  it('sends a code to the new number and binds it with the code and the login password', async () => {
    const { token, password } = await freshAccount(app);
    expect((await overview(token)).security.mobile).toBeNull();
    const sent = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '987650001' } });
    expect(sent).toMatchObject({ status: 200, json: { value: { expiredMinutes: 1 } } });
    const code = await latestSms(app, '987650001', 'demo');

    const wrongCode = await encCall(app, '/wps/member/mobile', token, { countryDialingCode: '84', mobileNum: '987650001', verificationCode: code === '000000' ? '111111' : '000000', password });
    expect(wrongCode.json.errorCode).toBe('verification_code_invalid');
    const wrongPassword = await encCall(app, '/wps/member/mobile', token, { countryDialingCode: '84', mobileNum: '987650001', verificationCode: code, password: 'Nope#2026' });
    expect(wrongPassword.json.errorCode).toBe('password_wrong');
    const bound = await encCall<BoundValueDto>(app, '/wps/member/mobile', token, { countryDialingCode: '84', mobileNum: '987650001', verificationCode: code, password });
    expect(bound).toMatchObject({ status: 200, json: { value: { masked: '+84 98*****01' } } });
    expect((await overview(token)).security.mobile).toBe('+84 98*****01');
    // The code is spent.
    const reuse = await encCall(app, '/wps/member/mobile', token, { countryDialingCode: '84', mobileNum: '987650001', verificationCode: code, password });
    expect(reuse.json.errorCode).toBe('already_bound');
  });

  it("refuses another member's number, the bound one, and a second code within a minute", async () => {
    const token = await tokenFor(app, 'demo');
    const taken = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '912345679' } });
    expect(taken).toMatchObject({ status: 400, json: { errorCode: 'mobile_taken' } });
    const same = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '912345678' } });
    expect(same.json.errorCode).toBe('already_bound');
    const bad = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '12ab' } });
    // Phone authentication (spec §8), as for every number a code is sent to.
    expect(bad).toMatchObject({ status: 400, json: { errorCode: 'invalid_phone_number', value: { field: 'mobileNum' } } });
    const notMobile = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '112345678' } });
    expect(notMobile).toMatchObject({ status: 400, json: { errorCode: 'invalid_phone_number', value: { field: 'mobileNum' } } });
    const none = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: ' ' } });
    expect(none).toMatchObject({ status: 400, json: { errorCode: 'missing_phone_number', value: { field: 'mobileNum' } } });
    const first = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '987650002' } });
    expect(first.status).toBe(200);
    const soon = await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '987650002' } });
    expect(soon).toMatchObject({ status: 429, json: { errorCode: 'sms_too_soon' } });
    ageSms(app);
    expect((await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '987650002' } })).status).toBe(200);
  });

  it('changes player1 to a new number, which then logs in by SMS', async () => {
    const token = await tokenFor(app, 'demo');
    await call(app, 'POST', '/wps/verification/sms/bind', { merchant: 'demo', token, body: { countryDialingCode: '84', mobileNum: '987650003' } });
    const code = await latestSms(app, '987650003', 'demo');
    const res = await encCall(app, '/wps/member/mobile', token, { countryDialingCode: '84', mobileNum: '987650003', verificationCode: code, password: 'Player#2026' });
    expect(res.status).toBe(200);
    const row = app.db.prepare("SELECT dial_code, mobile FROM members WHERE merchant_code = 'demo' AND username = 'player1'").get();
    expect(row).toEqual({ dial_code: '84', mobile: '987650003' });
  });
});

describe('binding an email address', () => {
  const mailedCode = async (to: string) => {
    const mail = (await call(app, 'GET', `/__sandbox/mail/latest?to=${encodeURIComponent(to)}`)).json;
    return /\b(\d{6})\b/.exec(String(mail.body))![1]!;
  };

  it('mails a code to the address and binds it with the code and the login password', async () => {
    const { token, password } = await freshAccount(app);
    const sent = await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token, body: { email: 'fresh.one@example.com' } });
    expect(sent).toMatchObject({ status: 200, json: { value: { expiredMinutes: 1 } } });
    const code = await mailedCode('fresh.one@example.com');
    const wrong = await encCall(app, '/wps/member/email', token, { email: 'fresh.one@example.com', verificationCode: code === '000000' ? '111111' : '000000', password });
    expect(wrong).toMatchObject({ status: 400, json: { errorCode: 'verification_code_invalid' } });
    const bound = await encCall<BoundValueDto>(app, '/wps/member/email', token, { email: 'fresh.one@example.com', verificationCode: code, password });
    expect(bound).toMatchObject({ status: 200, json: { value: { masked: 'fr*******@example.com' } } });
    expect((await overview(token)).security.email).toBe('fr*******@example.com');
  });

  it("refuses another member's address, a code for another address and a resend within a minute", async () => {
    const { token, password } = await freshAccount(app);
    const taken = await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token, body: { email: 'PLAYER1@example.com' } });
    expect(taken).toMatchObject({ status: 400, json: { errorCode: 'email_taken' } });
    await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token, body: { email: 'a.one@example.com' } });
    const code = await mailedCode('a.one@example.com');
    const other = await encCall(app, '/wps/member/email', token, { email: 'b.two@example.com', verificationCode: code, password });
    expect(other.json.errorCode).toBe('verification_code_invalid');
    const soon = await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token, body: { email: 'a.one@example.com' } });
    expect(soon).toMatchObject({ status: 429, json: { errorCode: 'email_too_soon' } });
    await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 61_000 } });
    expect((await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token, body: { email: 'a.one@example.com' } })).status).toBe(200);
  });

  it("a code mailed to one member cannot bind another member's account", async () => {
    const a = await freshAccount(app);
    const b = await freshAccount(app);
    await call(app, 'POST', '/wps/verification/email/bind', { merchant: 'demo', token: a.token, body: { email: 'shared@example.com' } });
    const code = await mailedCode('shared@example.com');
    const stolen = await encCall(app, '/wps/member/email', b.token, { email: 'shared@example.com', verificationCode: code, password: b.password });
    expect(stolen.json.errorCode).toBe('verification_code_invalid');
  });
});
