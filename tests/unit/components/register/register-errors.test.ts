/** @jest-environment node */
import { registerFailure } from '@/components/register/register-errors';

describe('a registration refused by phone authentication (spec §8)', () => {
  const mobileForm = ['mobileNum', 'verificationCode', 'paymentPassword'] as const;
  const usernameForm = ['username', 'password', 'confirmPassword'] as const;

  it('says what is wrong with the number under the number, and with the code under the code', () => {
    expect(registerFailure('invalid_phone_number', '', { field: 'mobileNum' }, mobileForm)).toEqual({ kind: 'field', field: 'mobileNum', error: 'phone:invalidPhoneNumber' });
    expect(registerFailure('missing_phone_number', '', undefined, mobileForm)).toEqual({ kind: 'field', field: 'mobileNum', error: 'phone:missingPhoneNumber' });
    expect(registerFailure('code_expired', '', undefined, mobileForm)).toEqual({ kind: 'field', field: 'verificationCode', error: 'phone:codeExpired' });
    expect(registerFailure('missing_verification_code', '', undefined, mobileForm)).toEqual({ kind: 'field', field: 'verificationCode', error: 'phone:codeMissing' });
    // A wrong code keeps the registration's own words under its field.
    expect(registerFailure('verification_code_invalid', '', undefined, mobileForm)).toEqual({ kind: 'field', field: 'verificationCode', error: 'server:verificationCode' });
  });

  it('says the wait and the quota above the button, and any of them there when the form has no such field', () => {
    expect(registerFailure('TOO_MANY_REQUESTS', '', { retryAfterSeconds: 240 }, mobileForm)).toEqual({
      kind: 'form',
      messageKey: 'phoneAuth.tooManyRequests',
      namespace: 'SmsCode',
      values: { minutes: 4 },
    });
    expect(registerFailure('quota_exceeded', '', undefined, mobileForm)).toEqual({ kind: 'form', messageKey: 'phoneAuth.quotaExceeded', namespace: 'SmsCode' });
    expect(registerFailure('code_expired', '', undefined, usernameForm)).toEqual({ kind: 'form', messageKey: 'phoneAuth.codeExpired', namespace: 'SmsCode' });
  });
});
