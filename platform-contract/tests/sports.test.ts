/** @jest-environment node */
import { ValidationError } from 'yup';
import { HOT_MATCHES_MAX } from '@site/platform-contract/sports';
import { hotMatchesRequest } from '@site/platform-contract/requests/sports';

/** The hot-matches body as the platform checks it: strictly, the JSON types as sent. */
function refusedField(body: unknown): string | null {
  try {
    hotMatchesRequest().validateSync(body, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.path ?? '(body)';
    throw error;
  }
}

const BASE = { merchantCode: 'demo', language: 'en' };

describe('hot matches request', () => {
  it('takes what the site sends, with or without a vendor and a count', () => {
    expect(refusedField(BASE)).toBeNull();
    expect(refusedField({ ...BASE, vassalage: 'SABA', count: 4 })).toBeNull();
    expect(refusedField({ ...BASE, vassalage: 'TCG_SEA', count: HOT_MATCHES_MAX })).toBeNull();
    expect(refusedField({ ...BASE, count: 1 })).toBeNull();
  });

  it('needs the merchant and the language', () => {
    expect(refusedField({ language: 'en' })).toBe('merchantCode');
    expect(refusedField({ merchantCode: 'demo' })).toBe('language');
    expect(refusedField({ ...BASE, merchantCode: '' })).toBe('merchantCode');
    expect(refusedField({ ...BASE, language: 'x'.repeat(36) })).toBe('language');
  });

  it('refuses a count outside 1 to the most a call answers, or not a whole number', () => {
    for (const count of [0, -1, HOT_MATCHES_MAX + 1, 2.5, '4', null]) expect(refusedField({ ...BASE, count })).toBe('count');
  });

  it('refuses a vendor code that is no code, and values of the wrong type', () => {
    for (const vassalage of ['', 'SA BA', 'x'.repeat(41), 'SABA;', 7, null]) expect(refusedField({ ...BASE, vassalage })).toBe('vassalage');
    expect(refusedField({ ...BASE, merchantCode: 7 })).toBe('merchantCode');
    expect(refusedField({ ...BASE, language: ['en'] })).toBe('language');
  });
});
