/** @jest-environment node */
import { createTranslator } from 'next-intl';
import type { RegisterSettingsDto } from '@site/platform-contract/accounts';
import {
  decodeRegisterError,
  encodeRegisterError,
  fieldsFor,
  registerSchema,
  regTypesFor,
  translateRegisterError,
  type RegisterValues,
  type ValidationTranslator,
} from '@/lib/validation/register-schema';
import en from '@/messages/en/register.json';
import vi from '@/messages/vi/register.json';
import { registerSettings, rule } from '../../support/field-rule';
import { errorsOf } from '../../support/schema-errors';

/** The demo merchant's seed: username + mobile registration, a few configurable fields. */
function settings(overrides: Partial<RegisterSettingsDto> = {}): RegisterSettingsDto {
  return registerSettings({
    ...overrides,
    fields: { whatsapp: rule(6, 6, 15, { required: false }), zalo: rule(6, 9, 11, { enabled: false, required: false }), ...overrides.fields },
  });
}

const USERNAME_OK: RegisterValues = {
  username: 'newplayer1',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  payeeName: 'John Smith',
};

/** For every pattern id, a value the rule refuses and one it accepts (lengths within 1–40). */
const PATTERN_CASES: Record<number, { bad: string; good: string }> = {
  0: { bad: 'x'.repeat(41), good: 'any thing ✓' },
  1: { bad: '1player', good: 'player1' },
  2: { bad: 'abc', good: '张三123' },
  3: { bad: 'a@b', good: 'first.last@example.com' },
  4: { bad: 'ab_c', good: 'Ab12' },
  5: { bad: 'abcdef', good: 'abc123' },
  6: { bad: '12a', good: '0123' },
  7: { bad: 'abc123', good: 'Abc123' },
  8: { bad: 'John1', good: 'John Smith' },
  9: { bad: 'a b', good: 'no-spaces!' },
  10: { bad: 'hello', good: '你好，世界！' },
  11: { bad: '2026/11/25', good: '2026-11-25' },
  12: { bad: 'John1', good: 'Nguyễn Văn A' },
  13: { bad: '2026-11-25', good: '11-25-2026' },
  14: { bad: 'a-b', good: 'Nguyễn123' },
  15: { bad: 'Hong', good: '홍길동' },
  16: { bad: 'abc', good: 'สมชาย' },
  17: { bad: 'John1', good: 'สมชาย John' },
  18: { bad: 'John Smith', good: 'JOHN SMITH' },
  19: { bad: 'abc 123', good: 'P@ssw0rd' },
  20: { bad: 'player#2026', good: 'Player#2026' },
  21: { bad: 'John', good: 'John Smith' },
  22: { bad: 'yamada', good: '山田たろう' },
};

describe('pattern rules in the schema', () => {
  it.each(Object.keys(PATTERN_CASES).map(Number))('pattern %i refuses a bad value with reg_pattern_<id> and accepts a good one', async (id) => {
    const { bad, good } = PATTERN_CASES[id]!;
    const schema = registerSchema(settings({ fields: { payeeName: rule(id, 1, 40) } }), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    const errors = await errorsOf(schema, { ...USERNAME_OK, payeeName: bad });
    // Rule 0 takes any characters: only its length can fail, and too long says the maximum.
    expect(errors).toEqual({ payeeName: id === 0 ? 'tooLong|max=40' : `reg_pattern_${id}|min=1|max=40` });
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: good })).toEqual({});
  });

  it("treats acceptedPattern '*' as any characters, still checking the length", async () => {
    const schema = registerSchema(settings({ fields: { payeeName: rule(6, 2, 5, { acceptedPattern: '*' }) } }), {
      regType: 'username',
      affiliateFromUrl: false,
      currency: 'USD',
    });
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: 'a b!' })).toEqual({});
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: 'abcdef' })).toEqual({ payeeName: 'tooLong|max=5' });
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: 'a' })).toEqual({ payeeName: 'reg_pattern_0|min=2|max=5' });
  });

  it('refuses a value out of the length range with the pattern key and its range', async () => {
    const schema = registerSchema(settings(), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(schema, { ...USERNAME_OK, username: 'abc' })).toEqual({ username: 'reg_pattern_1|min=4|max=16' });
    // Longer than the config's maximum: the maximum, in so many words.
    expect(await errorsOf(schema, { ...USERNAME_OK, username: 'a'.repeat(17) })).toEqual({ username: 'tooLong|max=16' });
    expect(await errorsOf(schema, { ...USERNAME_OK, username: 'a'.repeat(200) })).toEqual({ username: 'tooLong|max=16' });
  });

  it('tells a real name with a digit, an emoji or a symbol about letters, and one word about the space', async () => {
    const schema = registerSchema(settings(), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    for (const name of ['John \u{1F600} Smith', 'John Smith2', 'John_Smith', 'J@hn Smith']) {
      expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: name })).toEqual({ payeeName: 'nameCharacters|min=3|max=40' });
    }
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: 'John' })).toEqual({ payeeName: 'reg_pattern_21|min=3|max=40' });
    expect(await errorsOf(schema, { ...USERNAME_OK, payeeName: "Anne-Marie O'Neil" })).toEqual({});
  });

  it('fails closed on a pattern id it does not know', async () => {
    const schema = registerSchema(settings({ fields: { payeeName: rule(99, 1, 40) } }), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(schema, USERNAME_OK)).toEqual({ payeeName: 'reg_pattern_99|min=1|max=40' });
  });
});

describe('username registration', () => {
  const schema = registerSchema(settings(), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });

  it('accepts a complete form and leaves optional fields empty', async () => {
    expect(await errorsOf(schema, USERNAME_OK)).toEqual({});
  });

  it('requires username, password, confirmation and the required configurable field', async () => {
    expect(await errorsOf(schema, {})).toEqual({
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
      payeeName: 'required',
    });
  });

  it('says "inconsistent" when the confirmation differs', async () => {
    expect(await errorsOf(schema, { ...USERNAME_OK, confirmPassword: 'Secret#2027' })).toEqual({ confirmPassword: 'inconsistent' });
  });

  it('checks optional fields only when filled', async () => {
    expect(await errorsOf(schema, { ...USERNAME_OK, email: 'not-an-email' })).toEqual({ email: 'reg_pattern_3|min=5|max=60' });
    expect(await errorsOf(schema, { ...USERNAME_OK, email: '' })).toEqual({});
  });

  it('trims text fields but never passwords', async () => {
    const cast = await schema.validate({ ...USERNAME_OK, username: ' newplayer1 ' }, { stripUnknown: true });
    expect(cast.username).toBe('newplayer1');
    expect(await errorsOf(schema, { ...USERNAME_OK, password: ' Secret#2026', confirmPassword: ' Secret#2026' })).toEqual({
      password: 'reg_pattern_20|min=6|max=20',
    });
  });

  it('does not know disabled fields, nor mobile fields without smsForUsername', async () => {
    const cast = await schema.validate({ ...USERNAME_OK, zalo: 'x', mobileNum: 'y', paymentPassword: 'z' }, { stripUnknown: true });
    expect(cast).not.toHaveProperty('zalo');
    expect(cast).not.toHaveProperty('mobileNum');
    expect(cast).not.toHaveProperty('paymentPassword');
  });

  it('asks for mobile and SMS code when smsForUsername is on', async () => {
    const withSms = registerSchema(settings({ smsForUsername: true }), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(withSms, USERNAME_OK)).toEqual({ mobileNum: 'required', verificationCode: 'required' });
    expect(await errorsOf(withSms, { ...USERNAME_OK, mobileNum: '912345678', verificationCode: '1234' })).toEqual({});
  });

  it('requires the captcha only when the merchant shows one', async () => {
    expect(await errorsOf(registerSchema(settings({ captcha: true }), { regType: 'username', affiliateFromUrl: false, currency: 'USD' }), USERNAME_OK)).toEqual({
      captcha: 'required',
    });
  });

  it('hides the affiliate code when the URL carried a valid one', async () => {
    const fromUrl = registerSchema(settings(), { regType: 'username', affiliateFromUrl: true, currency: 'USD' });
    expect(await errorsOf(fromUrl, { ...USERNAME_OK, affiliateCode: '!!' })).toEqual({});
    expect(await errorsOf(schema, { ...USERNAME_OK, affiliateCode: '!!' })).toEqual({ affiliateCode: 'reg_pattern_4|min=4|max=12' });
  });

  it('caps every field at 255 characters, where the config has no maximum', async () => {
    const loose = registerSchema(settings({ fields: { payeeName: rule(0, 0, 0) } }), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(loose, { ...USERNAME_OK, payeeName: 'x'.repeat(256) })).toEqual({ payeeName: 'tooLong|max=255' });
  });

  it('gives every field of both forms a maximum, told as such: the config’s, else 255', async () => {
    const all = settings({ captcha: true, smsForUsername: true });
    for (const regType of ['username', 'mobile'] as const) {
      const schema = registerSchema(all, { regType, affiliateFromUrl: false, currency: 'USD' });
      for (const field of fieldsFor(all, regType, false)) {
        const max = all.fields[field]?.maxLength || 255;
        const errors = await errorsOf(schema, { [field]: 'a'.repeat(300) });
        expect({ field, error: errors[field] }).toEqual({ field, error: `tooLong|max=${Math.min(max, 255)}` });
      }
    }
  });
});

describe('mobile registration', () => {
  const MOBILE_OK: RegisterValues = {
    mobileNum: '912345678',
    verificationCode: '123456',
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    paymentPassword: '123456',
    payeeName: 'John Smith',
  };

  it('always asks for mobile, SMS code and payment password; the password pair with mobilePasswordPair', async () => {
    const schema = registerSchema(settings(), { regType: 'mobile', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(schema, {})).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
      password: 'required',
      confirmPassword: 'required',
      paymentPassword: 'required',
      payeeName: 'required',
    });
    expect(await errorsOf(schema, MOBILE_OK)).toEqual({});
    expect(await errorsOf(schema, { ...MOBILE_OK, mobileNum: '12ab' })).toEqual({ mobileNum: 'reg_pattern_6|min=8|max=11' });
    expect(await errorsOf(schema, { ...MOBILE_OK, paymentPassword: '12345' })).toEqual({ paymentPassword: 'reg_pattern_6|min=6|max=6' });
  });

  it('has no username, and no password pair without mobilePasswordPair', async () => {
    const schema = registerSchema(settings({ mobilePasswordPair: false }), { regType: 'mobile', affiliateFromUrl: false, currency: 'USD' });
    const cast = await schema.validate({ ...MOBILE_OK, username: 'x' }, { stripUnknown: true });
    expect(Object.keys(cast).sort()).toEqual(['mobileNum', 'payeeName', 'paymentPassword', 'verificationCode']);
  });
});

describe('fieldsFor', () => {
  it('lists the visible fields in display order, one list for the form and the schema', () => {
    expect(fieldsFor(settings(), 'username', false)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'whatsapp',
      'email',
      'affiliateCode',
    ]);
    expect(fieldsFor(settings({ captcha: true }), 'mobile', true)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'paymentPassword',
      'payeeName',
      'whatsapp',
      'email',
      'captcha',
    ]);
  });

  it('offers the registration types the merchant enables', () => {
    expect(regTypesFor(settings())).toEqual(['username', 'mobile']);
    expect(regTypesFor(settings({ mobileRegister: false }))).toEqual(['username']);
    expect(regTypesFor(settings({ usernameRegister: false }))).toEqual(['mobile']);
  });
});

describe('error keys and messages', () => {
  it('round-trips the encoded key and its params', () => {
    expect(decodeRegisterError(encodeRegisterError('reg_pattern_5', { min: 4, max: 16 }))).toEqual({
      key: 'reg_pattern_5',
      params: { min: 4, max: 16 },
    });
    expect(decodeRegisterError('required')).toEqual({ key: 'required', params: {} });
  });

  const t = createTranslator({ locale: 'en', messages: en, namespace: 'Validation' }) as unknown as ValidationTranslator;
  const tv = createTranslator({ locale: 'vi', messages: vi, namespace: 'Validation' }) as unknown as ValidationTranslator;

  it('writes the range, a single number when min equals max, and open ends', () => {
    expect(translateRegisterError('reg_pattern_1|min=4|max=16', t, 'Username')).toBe('Start with a letter, then letters or numbers (4–16 characters)');
    expect(translateRegisterError('reg_pattern_6|min=6|max=6', t, 'Payment password')).toBe('Digits only (6 characters)');
    expect(translateRegisterError('reg_pattern_6|min=6|max=0', t, 'x')).toBe('Digits only (at least 6 characters)');
    expect(translateRegisterError('reg_pattern_0|min=0|max=16', t, 'x')).toBe('Enter at most 16 characters');
    expect(translateRegisterError('reg_pattern_6|min=0|max=0', t, 'x')).toBe('Digits only (any length)');
  });

  it('speaks Vietnamese with the same keys', () => {
    expect(translateRegisterError('reg_pattern_6|min=6|max=6', tv, 'Mật khẩu rút tiền')).toBe('Chỉ gồm chữ số (6 ký tự)');
    expect(translateRegisterError('required', tv, 'Tên đăng nhập')).toBe('Vui lòng nhập Tên đăng nhập');
    expect(translateRegisterError('tooLong|max=16', tv, 'Tên đăng nhập')).toBe('Tên đăng nhập tối đa 16 ký tự');
    expect(translateRegisterError('inconsistent', tv, 'Xác nhận mật khẩu')).toBe('Hai mật khẩu không khớp. Hãy nhập cùng một mật khẩu ở cả hai ô.');
  });

  it('names the field when it is empty or too long, and says plainly that two passwords differ', () => {
    expect(translateRegisterError('required', t, 'Username')).toBe('Username is required');
    expect(translateRegisterError('tooLong|max=16', t, 'Username')).toBe('Username can be at most 16 characters');
    expect(translateRegisterError('tooLong|max=1', t, 'Code')).toBe('Code can be at most 1 character');
    expect(translateRegisterError('inconsistent', t, 'Confirm password')).toBe('The passwords do not match. Type the same password in both fields.');
  });

  it('tells a real name what is wrong with it: its characters, or the space between first and last name', () => {
    expect(translateRegisterError('nameCharacters|min=3|max=40', t, 'Real name')).toBe(
      'Use letters only: no digits, emoji or symbols other than the apostrophe, dot and hyphen (3–40 characters)',
    );
    expect(translateRegisterError('reg_pattern_21|min=3|max=40', t, 'Real name')).toBe('Enter your first and last name with a space between them (3–40 characters)');
  });

  it('says first that the real name’s format is wrong (spec §5), then its rule', () => {
    expect(translateRegisterError('reg_pattern_21|min=3|max=40', t, 'Real name', 'payeeName')).toBe(
      'Wrong real-name format. Enter your first and last name with a space between them (3–40 characters)',
    );
    expect(translateRegisterError('nameCharacters|min=3|max=40', t, 'Real name', 'payeeName')).toBe(
      'Wrong real-name format. Use letters only: no digits, emoji or symbols other than the apostrophe, dot and hyphen (3–40 characters)',
    );
    expect(translateRegisterError('reg_pattern_12|min=2|max=40', tv, 'Họ và tên thật', 'payeeName')).toBe(
      'Họ tên thật không đúng định dạng. Chỉ gồm chữ cái và khoảng trắng (2–40 ký tự)',
    );
    // Another field's pattern error, and the real name's other errors, are as before.
    expect(translateRegisterError('reg_pattern_12|min=2|max=40', t, 'Nickname', 'username')).toBe('Letters and spaces only (2–40 characters)');
    expect(translateRegisterError('required', t, 'Real name', 'payeeName')).toBe('Real name is required');
  });

  it('says spaces alone are no input (spec §5 "Input cannot be empty"), and the digits a country’s numbers have', () => {
    expect(translateRegisterError('blank', t, 'Username')).toBe('Input cannot be empty. Spaces alone do not count.');
    expect(translateRegisterError('mobileDigits|count=9', t, 'Mobile number')).toBe('Phone number must have 9 digits');
    expect(translateRegisterError('mobileDigits|count=9', tv, 'Số điện thoại')).toBe('Số điện thoại phải có 9 chữ số');
  });

  it('falls back to a general message for a pattern id the catalog lacks', () => {
    expect(translateRegisterError('reg_pattern_99|min=1|max=2', t, 'Real name')).toBe('Real name is not in the right format');
  });

  it('has a message for all 23 pattern ids in English and Vietnamese', () => {
    for (const catalog of [en, vi]) {
      for (let id = 0; id <= 22; id += 1) {
        expect((catalog.Validation as Record<string, string>)[`reg_pattern_${id}`]).toBeTruthy();
      }
    }
  });
});

describe('spaces alone and the country’s mobile digits', () => {
  it('tells a required field of spaces alone apart from an empty one; a secret is taken as typed', async () => {
    const schema = registerSchema(settings(), { regType: 'username', affiliateFromUrl: false, currency: 'USD' });
    expect(await errorsOf(schema, { ...USERNAME_OK, username: '   ', payeeName: '' })).toEqual({ username: 'blank', payeeName: 'required' });
    // An optional field of spaces is empty, so nothing is wrong with it.
    expect(await errorsOf(schema, { ...USERNAME_OK, email: '  ' })).toEqual({});
    // The BFF validates with abortEarly: the first error is the same.
    await expect(schema.validate({ ...USERNAME_OK, username: ' ' }, { abortEarly: true })).rejects.toMatchObject({ message: 'blank' });
  });

  it('asks a mobile number for the digits its country’s numbers have, once its own rule passes', async () => {
    const mobileDigits = (dial: string) => (dial === '84' ? 9 : undefined);
    const schema = registerSchema(settings(), { regType: 'mobile', affiliateFromUrl: false, currency: 'USD', mobileDigits });
    const values = { mobileNum: '0912345678', verificationCode: '1234', password: 'Secret#2026', confirmPassword: 'Secret#2026', paymentPassword: '246810', payeeName: 'John Smith' };
    const withDial = (dial: string, mobileNum: string) => ({ ...values, mobileNum, countryDialingCode: dial }) as RegisterValues;
    expect(await errorsOf(schema, withDial('84', '0912345678'))).toEqual({ mobileNum: 'mobileDigits|count=9' });
    expect(await errorsOf(schema, withDial('84', '912345678'))).toEqual({});
    expect(await errorsOf(schema, withDial('63', '0912345678'))).toEqual({});
    // The field's own rule speaks first.
    expect(await errorsOf(schema, withDial('84', '12ab'))).toEqual({ mobileNum: 'reg_pattern_6|min=8|max=11' });
  });
});
