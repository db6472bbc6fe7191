/** @jest-environment node */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { loginRequestSchema } from '@/lib/validation/login';
import { mobileDigitsOf, mobileProblem, smsLoginSchema } from '@/lib/validation/phone';

const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', mobileDigits: 9 },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States', mobileDigits: 10 },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada', mobileDigits: 10 },
];
const digits = mobileDigitsOf(COUNTRIES);

/** The errors per field as the form shows them (Formik's own schema validation). */
async function formErrors(schema: ReturnType<typeof smsLoginSchema>, values: Record<string, string>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('a mobile number before anything is sent (spec §5)', () => {
  it('knows each country’s digits from the country list, and none where it has no one length', () => {
    expect(digits('84')).toBe(9);
    expect(digits('1')).toBe(10);
    expect(digits('62')).toBeUndefined();
    expect(digits('999')).toBeUndefined();
  });

  it('says what is wrong: nothing typed, spaces alone, not 6–15 digits, not the country’s number of digits', () => {
    expect(mobileProblem('', '84', digits)).toBe('mobileRequired');
    expect(mobileProblem('   ', '84', digits)).toBe('blank');
    expect(mobileProblem('91-234', '84', digits)).toBe('mobileFormat');
    expect(mobileProblem('0912345678', '84', digits)).toBe('mobileDigits|count=9');
    expect(mobileProblem(' 912345678 ', '84', digits)).toBeNull();
    expect(mobileProblem('81234567890', '62', digits)).toBeNull();
    // Without a country list only the shape is checked (the BFF routes; the platform checks the rest).
    expect(mobileProblem('0912345678', '84')).toBeNull();
  });

  it('the SMS login form shows the first problem of each field', async () => {
    const schema = smsLoginSchema(digits);
    expect(await formErrors(schema, { countryDialingCode: '84', mobileNum: '0912345678', verificationCode: '  ' })).toEqual({
      mobileNum: 'mobileDigits|count=9',
      verificationCode: 'blank',
    });
    expect(await formErrors(schema, { countryDialingCode: '84', mobileNum: '', verificationCode: '' })).toEqual({
      mobileNum: 'mobileRequired',
      verificationCode: 'codeRequired',
    });
    expect(await formErrors(schema, { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' })).toEqual({});
  });

  it('the login route checks the shape of an SMS login and says blank for spaces alone, first', async () => {
    const schema = loginRequestSchema();
    await expect(schema.validate({ type: 'sms', countryDialingCode: '84', mobileNum: '0912345678', verificationCode: '123456' })).resolves.toMatchObject({
      mobileNum: '0912345678',
    });
    await expect(schema.validate({ type: 'sms', countryDialingCode: '84', mobileNum: '912345678', verificationCode: '   ' }, { abortEarly: true })).rejects.toMatchObject({
      message: 'blank',
    });
    await expect(schema.validate({ type: 'username', username: ' ', password: 'x' }, { abortEarly: true })).rejects.toMatchObject({ message: 'blank' });
    await expect(schema.validate({ type: 'username', username: '', password: 'x' }, { abortEarly: true })).rejects.toMatchObject({ message: 'required' });
  });
});
