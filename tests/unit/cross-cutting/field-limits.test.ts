/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { CATALOG_LOCALES } from '@/lib/i18n/locales';
import { bindEmailSchema, bindMobileSchema, paymentPasswordSetSchema } from '@/lib/api/centre/account';
import { bankCardSchema } from '@/lib/api/centre/wallet';
import { decodeFieldError, encodeFieldError, fieldErrorText, tooLong } from '@/lib/validation/field-error';
import { LOGIN_LIMITS, loginRequestSchema, loginSchema } from '@/lib/validation/login';
import { changePasswordSchema, FORGOT_LIMITS, forgotByEmailSchema, PASSWORD_INPUT_MAX, resetByPhoneSchema } from '@/lib/validation/password';
import { smsLoginSchema } from '@/lib/validation/phone';
import { errorsOf } from '../support/schema-errors';

/**
 * Every field of the login, forgot-password and member-centre forms has a maximum and says it (a
 * 200-character username at login once said "Username not empty"): a value far too long gets an error that names the
 * maximum, in every catalog.
 */

const LONG = 'a'.repeat(200);
const DIGITS = '9'.repeat(200);

type Tree = { [key: string]: string | Tree };
const catalog = (locale: string, file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${file}.json`), 'utf8')) as Tree;

/** The message of an encoded error in every catalog (the form's namespace), with the form's own values. */
function inEveryLanguage(file: string, namespace: string, error: string, values: Record<string, string | number> = {}): string[] {
  return CATALOG_LOCALES.map((locale) => {
    const t = createTranslator({ locale, messages: catalog(locale, file), namespace: namespace as never }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    const text = fieldErrorText(t, values)(error);
    // A missing key comes back as its path: no catalog may lack it.
    expect({ locale, text }).not.toEqual({ locale, text: expect.stringContaining(decodeFieldError(error).key) });
    return asciiDigits(text);
  });
}

/** The zeros of the digit sets the catalogs write numbers in (Arabic-Indic, Persian, Devanagari, Bengali, Thai, Lao, Burmese, Khmer). */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0x0ed0, 0x1040, 0x17e0];

/** A text's numbers in ASCII digits: a catalog writes "၆၄" where its language does, and the number is still 64. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

describe('encoded field errors', () => {
  it('carry the numbers their message names', () => {
    expect(tooLong(64)).toBe('tooLong|max=64');
    expect(tooLong(100, 'emailTooLong')).toBe('emailTooLong|max=100');
    expect(decodeFieldError(encodeFieldError('length', { min: 6, max: 20 }))).toEqual({ key: 'length', params: { min: 6, max: 20 } });
    expect(decodeFieldError('required')).toEqual({ key: 'required', params: {} });
  });

  it('are translated with the form’s values, the error’s own numbers winning', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}:${JSON.stringify(values)}`;
    expect(fieldErrorText(t, { min: 6, max: 20 })('tooLong|max=128')).toBe('tooLong:{"min":6,"max":128}');
  });
});

describe('login', () => {
  it('a 200-character username, password or captcha says its maximum, not that it is empty', async () => {
    expect(await errorsOf(loginSchema(true), { username: LONG, password: LONG, captcha: LONG })).toEqual({
      username: `tooLong|max=${LOGIN_LIMITS.username}`,
      password: `tooLong|max=${LOGIN_LIMITS.password}`,
      captcha: `tooLong|max=${LOGIN_LIMITS.captcha}`,
    });
    expect(await errorsOf(loginSchema(), { username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    // The route checks the same.
    expect(await errorsOf(loginRequestSchema(), { username: LONG, password: 'x' })).toEqual({ username: `tooLong|max=${LOGIN_LIMITS.username}` });
  });

  it('says so in every language, naming the field and the number', () => {
    const texts = inEveryLanguage('auth', 'Auth', `tooLong|max=${LOGIN_LIMITS.username}`, { field: 'FIELD' });
    for (const text of texts) expect(text).toMatch(/FIELD/);
    for (const text of texts) expect(text).toMatch(/64/);
    expect(texts[0]).toBe('FIELD can be at most 64 characters');
  });

  it('SMS login: a number or code far too long names the digits it takes', async () => {
    const errors = await errorsOf(smsLoginSchema(), { countryDialingCode: '84', mobileNum: DIGITS, verificationCode: DIGITS });
    expect(errors).toEqual({ mobileNum: 'mobileFormat', verificationCode: 'codeFormat' });
    for (const text of inEveryLanguage('auth', 'Auth', 'mobileFormat')) expect(text).toMatch(/15/);
    for (const text of inEveryLanguage('auth', 'Auth', 'codeFormat')) expect(text).toMatch(/8/);
  });
});

describe('passwords', () => {
  it('change password: the current password has a maximum of its own', async () => {
    const errors = await errorsOf(changePasswordSchema(true), { oldPassword: 'a'.repeat(PASSWORD_INPUT_MAX + 1), newPassword: LONG, confirmNewPassword: LONG });
    expect(errors.oldPassword).toBe(`tooLong|max=${PASSWORD_INPUT_MAX}`);
    expect(errors.newPassword).toBe('length');
    const texts = inEveryLanguage('account', 'Password', errors.oldPassword!, { min: 6, max: 20 });
    for (const text of texts) expect(text).toMatch(/128/);
    expect(texts[0]).toBe('A password can be at most 128 characters.');
  });

  it('forgot by email: the username and the email address say their maximum', async () => {
    const errors = await errorsOf(forgotByEmailSchema(), { username: LONG, email: `${'a'.repeat(95)}@example.com` });
    expect(errors).toEqual({
      username: `usernameTooLong|max=${FORGOT_LIMITS.username.max}`,
      email: `emailTooLong|max=${FORGOT_LIMITS.email.max}`,
    });
    for (const text of inEveryLanguage('account', 'Password', errors.username!)) expect(text).toMatch(/64/);
    for (const text of inEveryLanguage('account', 'Password', errors.email!)) expect(text).toMatch(/100/);
  });

  it('reset by phone: the number and the code name their digits', async () => {
    const errors = await errorsOf(resetByPhoneSchema(), { countryDialingCode: '84', mobileNum: DIGITS, verificationCode: DIGITS, newPassword: 'Player#2027' });
    expect(errors).toEqual({ mobileNum: 'mobileFormat', verificationCode: 'codeFormat' });
    for (const text of inEveryLanguage('account', 'Password', 'mobileFormat')) expect(text).toMatch(/15/);
  });
});

describe('member centre', () => {
  it('the login password that confirms a change, and an email address, say their maximum', async () => {
    const errors = await errorsOf(bindEmailSchema(), { email: `${'a'.repeat(95)}@example.com`, verificationCode: '123456', password: LONG });
    expect(errors).toEqual({ email: 'emailTooLong|max=100', password: `passwordTooLong|max=128` });
    expect(await errorsOf(bindMobileSchema(), { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456', password: LONG })).toEqual({
      password: 'passwordTooLong|max=128',
    });
    expect((await errorsOf(paymentPasswordSetSchema(), { password: LONG, newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).password).toBe(
      'passwordTooLong|max=128',
    );
    for (const text of inEveryLanguage('member-account', 'MemberAccount.errors', errors.email!)) expect(text).toMatch(/100/);
    for (const text of inEveryLanguage('member-account', 'MemberAccount.errors', errors.password!)) expect(text).toMatch(/128/);
  });

  it('a bank card’s payee name says its maximum rather than "letters only"', async () => {
    const errors = await errorsOf(bankCardSchema(), { bankCode: 'VCB', accountNo: '12345678', payeeName: `John ${'S'.repeat(60)}`, paymentPassword: '123456' });
    expect(errors).toEqual({ payeeName: 'payee_name_too_long|max=60' });
    for (const text of inEveryLanguage('wallet', 'Wallet.errors', errors.payeeName!)) expect(text).toMatch(/60/);
  });
});
