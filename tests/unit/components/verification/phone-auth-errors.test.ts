/** @jest-environment node */
import { phoneAuthMessage, waitMinutes } from '@/components/verification/phone-auth-errors';

describe('the platform’s phone-authentication refusals (spec §8)', () => {
  it('has a message for each', () => {
    expect(phoneAuthMessage('invalid_phone_number')).toEqual({ key: 'invalidPhoneNumber' });
    expect(phoneAuthMessage('missing_phone_number')).toEqual({ key: 'missingPhoneNumber' });
    expect(phoneAuthMessage('verification_code_invalid')).toEqual({ key: 'codeInvalid' });
    expect(phoneAuthMessage('missing_verification_code')).toEqual({ key: 'codeMissing' });
    expect(phoneAuthMessage('code_expired')).toEqual({ key: 'codeExpired' });
    expect(phoneAuthMessage('quota_exceeded')).toEqual({ key: 'quotaExceeded' });
    expect(phoneAuthMessage('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 })).toEqual({ key: 'tooManyRequests', values: { minutes: 5 } });
    expect(phoneAuthMessage('login_failed')).toBeNull();
    expect(phoneAuthMessage('validation_failed')).toBeNull();
  });

  it('names the wait in whole minutes, rounded up, and 5 when the platform gives none (spec §9)', () => {
    expect(waitMinutes({ retryAfterSeconds: 300 })).toBe(5);
    expect(waitMinutes({ retryAfterSeconds: 301 })).toBe(6);
    expect(waitMinutes({ retryAfterSeconds: 1 })).toBe(1);
    expect(waitMinutes({ retryAfterSeconds: 2820 })).toBe(47);
    for (const none of [undefined, null, {}, { retryAfterSeconds: 'soon' }, { retryAfterSeconds: -1 }, { retryAfterSeconds: Infinity }]) {
      expect(waitMinutes(none)).toBe(5);
    }
  });
});
