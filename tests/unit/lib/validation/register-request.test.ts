/** @jest-environment node */
import type { RegisterSettingsDto } from '@site/platform-contract/accounts';
import { readRegisterRequest } from '@/lib/validation/register-request';
import { registerFailure } from '@/components/register/register-errors';
import { rule } from '../../support/field-rule';

const SETTINGS: RegisterSettingsDto = {
  usernameRegister: true,
  mobileRegister: true,
  smsForUsername: false,
  mobilePasswordPair: false,
  captcha: false,
  fields: {
    username: rule(1, 4, 16),
    password: rule(20, 6, 20),
    mobileNum: rule(6, 8, 11),
    verificationCode: rule(6, 4, 6),
    paymentPassword: rule(6, 6, 6),
    email: rule(3, 5, 60, { required: false }),
  },
};

const USERNAME_BODY = { regType: 'username', username: 'newplayer1', password: 'Secret#2026', confirmPassword: 'Secret#2026', sliderToken: 't' };

describe('the register route reads a request with the form schema', () => {
  it('keeps only the form fields and what the form adds around them', async () => {
    const read = await readRegisterRequest({ ...USERNAME_BODY, isAgent: 1, registerUrl: 'https://evil', referralCode: ' P1REF ', affiliateCode: 'AGENT1' }, SETTINGS, 'USD');
    expect(read).toEqual({
      ok: true,
      request: { ...USERNAME_BODY, referralCode: 'P1REF', affiliateCode: 'AGENT1' },
    });
  });

  it('answers the first failing field with its error key', async () => {
    expect(await readRegisterRequest({ ...USERNAME_BODY, username: '1bad' }, SETTINGS, 'USD')).toEqual({
      ok: false,
      field: 'username',
      key: 'reg_pattern_1|min=4|max=16',
    });
    expect(await readRegisterRequest({ ...USERNAME_BODY, confirmPassword: 'x' }, SETTINGS, 'USD')).toEqual({
      ok: false,
      field: 'confirmPassword',
      key: 'inconsistent',
    });
  });

  it('refuses a registration type the merchant does not offer, and a missing slider pass', async () => {
    expect(await readRegisterRequest({ ...USERNAME_BODY, regType: 'mobile' }, { ...SETTINGS, mobileRegister: false }, 'USD')).toMatchObject({ ok: false, field: 'regType' });
    expect(await readRegisterRequest({ ...USERNAME_BODY, sliderToken: '' }, SETTINGS, 'USD')).toMatchObject({ ok: false, field: 'sliderToken' });
  });

  it('carries the captcha’s id with its answer where the captcha is the human check, and needs it there', async () => {
    const settings = { ...SETTINGS, captcha: true, fields: { ...SETTINGS.fields, captcha: rule(6, 4, 4) } };
    const body = { ...USERNAME_BODY, sliderToken: undefined, captcha: '1234' };
    expect(await readRegisterRequest({ ...body, captchaId: 'c'.repeat(32) }, settings, 'USD')).toMatchObject({
      ok: true,
      request: { captcha: '1234', captchaId: 'c'.repeat(32) },
    });
    expect(await readRegisterRequest(body, settings, 'USD')).toMatchObject({ ok: false, field: 'captcha' });
    expect(await readRegisterRequest({ ...body, captchaId: 'c'.repeat(65) }, settings, 'USD')).toMatchObject({ ok: false, field: 'captcha' });
    // Where the slider is the check, an id sent anyway is not passed on.
    const read = await readRegisterRequest({ ...USERNAME_BODY, captchaId: 'c'.repeat(32) }, SETTINGS, 'USD');
    expect(read.ok && 'captchaId' in read.request).toBe(false);
  });

  it('needs a dial code with a mobile number', async () => {
    const body = { regType: 'mobile', mobileNum: '912345678', verificationCode: '1234', paymentPassword: '123456', sliderToken: 't' };
    expect(await readRegisterRequest(body, SETTINGS, 'USD')).toMatchObject({ ok: false, field: 'countryDialingCode' });
    expect(await readRegisterRequest({ ...body, countryDialingCode: '84' }, SETTINGS, 'USD')).toMatchObject({ ok: true, request: { countryDialingCode: '84' } });
  });

  it('refuses a carried code that cannot be one', async () => {
    expect(await readRegisterRequest({ ...USERNAME_BODY, referralCode: '<script>' }, SETTINGS, 'USD')).toMatchObject({ ok: false, field: 'referralCode' });
  });
});

describe('register failures', () => {
  const fields = ['username', 'password', 'confirmPassword'] as const;
  it('puts a taken username and a server validation error under their field', () => {
    expect(registerFailure('username_taken', '', undefined, fields)).toEqual({ kind: 'field', field: 'username', error: 'server:usernameTaken' });
    expect(registerFailure('validation_failed', '', { field: 'password', key: 'reg_pattern_20|min=6|max=20' }, fields)).toEqual({
      kind: 'field',
      field: 'password',
      error: 'reg_pattern_20|min=6|max=20',
    });
  });

  it('shows the invitation warning, and network trouble above the button', () => {
    expect(registerFailure('invitation_code_error', '', undefined, fields)).toEqual({ kind: 'invitation' });
    expect(registerFailure('network', '', undefined, fields)).toEqual({ kind: 'form', messageKey: 'networkError', namespace: 'Common' });
    expect(registerFailure('TOO_MANY_REQUESTS', '', undefined, fields)).toMatchObject({ messageKey: 'error.tooManyRequests' });
  });
});

describe('a daily deposit limit a market requires at registration', () => {
  const REQUIRED = { ...SETTINGS, depositLimitRequired: true };

  it('is asked for only where required, and goes to the platform as an amount', async () => {
    expect(await readRegisterRequest(USERNAME_BODY, REQUIRED, 'USD')).toEqual({ ok: false, field: 'depositLimitDay', key: 'required' });
    expect(await readRegisterRequest({ ...USERNAME_BODY, depositLimitDay: ' 150.5 ' }, REQUIRED, 'USD')).toEqual({
      ok: true,
      request: { ...USERNAME_BODY, referralCode: null, depositLimitDay: 150.5 },
    });
    // Elsewhere it is not part of the form: dropped.
    const elsewhere = await readRegisterRequest({ ...USERNAME_BODY, depositLimitDay: '150' }, SETTINGS, 'USD');
    expect(elsewhere.ok && elsewhere.request).not.toHaveProperty('depositLimitDay');
  });

  it('takes whole amounts only where the currency has no decimals (VND), as the form does', async () => {
    expect(await readRegisterRequest({ ...USERNAME_BODY, depositLimitDay: '500000.5' }, REQUIRED, 'VND')).toEqual({
      ok: false,
      field: 'depositLimitDay',
      key: 'deposit_limit_whole',
    });
    expect(await readRegisterRequest({ ...USERNAME_BODY, depositLimitDay: '500000' }, REQUIRED, 'VND')).toMatchObject({
      ok: true,
      request: { depositLimitDay: 500000 },
    });
  });

  it('refuses what is not a positive amount with at most two decimals', async () => {
    for (const depositLimitDay of ['0', '-5', 'abc', '1.005', '1e3', '99999999999']) {
      expect([depositLimitDay, await readRegisterRequest({ ...USERNAME_BODY, depositLimitDay }, REQUIRED, 'USD')]).toEqual([
        depositLimitDay,
        { ok: false, field: 'depositLimitDay', key: 'deposit_limit' },
      ]);
    }
  });
});
