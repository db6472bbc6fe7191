/** @jest-environment node */
import { decodeFieldError, encodeFieldError, fieldErrorText } from '@/lib/validation/field-error';

describe('a field error as one string', () => {
  it('carries the numbers its message names: min, max and an exact count', () => {
    expect(encodeFieldError('mobileDigits', { count: 9 })).toBe('mobileDigits|count=9');
    expect(decodeFieldError('mobileDigits|count=9')).toEqual({ key: 'mobileDigits', params: { count: 9 } });
    expect(decodeFieldError('reg_pattern_6|min=8|max=11|other=3|count=x')).toEqual({ key: 'reg_pattern_6', params: { min: 8, max: 11 } });
  });

  it('hands them to the message', () => {
    const t = jest.fn((key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`);
    expect(fieldErrorText(t, { field: 'Mobile' })('mobileDigits|count=9')).toBe('mobileDigits {"field":"Mobile","count":9}');
  });
});
